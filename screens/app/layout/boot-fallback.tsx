import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../ui/status';

/** What shows while the first page's code loads. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <div className="container" style={{ paddingBlock: '4rem' }}>
      <LoadingState label={t('LOADING')} />
    </div>
  );
}
