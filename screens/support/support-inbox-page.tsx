import { useTranslation } from 'react-i18next';

/** The support inbox (R§6 customer support): where a support account lands after logging in. */
export function SupportInboxPage() {
  const { t } = useTranslation();
  return (
    <main className="container">
      <h1>{t('SUPPORT_INBOX_TITLE')}</h1>
    </main>
  );
}
