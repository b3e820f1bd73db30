import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../ui/status';
import { loadErrorLabel, retryHelps } from '../error-label';

/** What a form page shows until its composed form and validator are there (useComposedForm). */
export function FormLoadState({ status, error, onRetry }: { status: 'loading' | 'error' | 'ready'; error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  if (status === 'error') {
    return <ErrorState message={loadErrorLabel(error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(error) ? onRetry : undefined} />;
  }
  return <LoadingState label={t('LOADING')} />;
}
