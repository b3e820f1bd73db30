import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnsubscribeFormData } from '../../engine/generated/forms/unsubscribe';
import type { FormData } from '../../engine/forms/json-schema';
import { PAGES } from '../../engine/pages';
import { SchemaForm } from '../../engine/react/schema-form';
import { FormLoadState } from '../shared/forms/form-load-state';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { LocalizedLink } from '../shared/localized-link';
import { usePageCountry } from '../shared/i18n/use-page-language';
import { postUnsubscribe } from './api/post-unsubscribe';
import { MarketingCard } from './marketing-card';

/**
 * (L)/unsubscribe (R§2, R§4 "form, then unsubscribed", R§5): the unsubscribe form rendered by the
 * engine (FORM_ERROR_EMAIL_REQUIRED / _INVALID on the field), then the unsubscribed state with a
 * link home. The server answers the same for every address, so this page cannot tell a stranger
 * whether an address is ours. A marketing e-mail's link fills the address in (?email=).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const form = useComposedForm('unsubscribe', { country_id: usePageCountry() });
  const [answers, setAnswers] = useState<Partial<UnsubscribeFormData>>(() => {
    const email = searchParams.get('email');
    return email ? { email } : {};
  });
  const request = useMutation({ mutationFn: postUnsubscribe });
  const problem = submitProblemOf(request.error);

  if (request.isSuccess) {
    return (
      <MarketingCard title={t('UNSUBSCRIBE_DONE_TITLE')} done>
        <div role="status">
          <p>{t('UNSUBSCRIBE_DONE_TEXT', { email: request.variables.email.trim() })}</p>
          <p className="marketing-page__lead">{t('UNSUBSCRIBE_DONE_HINT')}</p>
        </div>
        <div className="marketing-page__actions">
          <LocalizedLink className="button" to={PAGES.home}>
            {t('UNSUBSCRIBE_HOME_LINK')}
          </LocalizedLink>
          <button type="button" className="button button--secondary" onClick={() => request.reset()}>
            {t('UNSUBSCRIBE_ANOTHER')}
          </button>
        </div>
      </MarketingCard>
    );
  }

  const intro = form.composed?.uiSchema['ui:description'];
  return (
    <MarketingCard title={t('UNSUBSCRIBE_TITLE')}>
      <p className="marketing-page__lead">{t(typeof intro === 'string' ? intro : 'UNSUBSCRIBE_INTRO')}</p>
      {form.composed && form.validator ? (
        <SchemaForm<UnsubscribeFormData & FormData>
          composed={form.composed}
          validator={form.validator}
          formData={answers as UnsubscribeFormData & FormData}
          onChange={setAnswers}
          onSubmit={(data) => request.mutate(data)}
          formError={problem?.formError}
          formErrorMessage={problem?.formErrorMessage}
          serverErrors={problem?.serverErrors}
          submitting={request.isPending}
        />
      ) : (
        <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
      )}
    </MarketingCard>
  );
}
