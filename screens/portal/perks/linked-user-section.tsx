import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../../engine/forms/json-schema';
import type { PerksLinkFormData } from '../../../engine/generated/forms/perks-link';
import { SchemaForm } from '../../../engine/react/schema-form';
import { errorLabel, loadErrorLabel, retryHelps } from '../../shared/error-label';
import { FormLoadState } from '../../shared/forms/form-load-state';
import { submitProblemOf } from '../../shared/forms/submit-problem';
import { useComposedForm } from '../../shared/forms/use-composed-form';
import { useMe } from '../../shared/session/get-me';
import { ErrorState, LoadingState } from '../../ui/status';
import { useLinkedUser, useLinkUser, useUnlinkUser } from './api/linked-user';

type Answers = PerksLinkFormData & FormData;

/** The perks-link form of the worker's region, rendered by the engine; `again` when a request waits (send to another address, or resend). */
function LinkForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const worker = me.data?.worker;
  const form = useComposedForm('perks-link', {
    city_id: worker?.city_id ?? null,
    country_id: worker?.country_id ?? null,
  });
  const [answers, setAnswers] = useState<Partial<Answers>>({});
  const link = useLinkUser();
  const problem = submitProblemOf(link.error);
  if (!form.composed || !form.validator) return <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />;
  return (
    <>
      <p className="perks-link__how">{t(again ? 'PERKS_LINK_HOW_AGAIN' : 'PERKS_LINK_HOW')}</p>
      <SchemaForm<Answers>
        composed={form.composed}
        validator={form.validator}
        formData={answers as Answers}
        onChange={setAnswers}
        onSubmit={(data) => link.mutate(data, { onSuccess: () => setAnswers({}) })}
        formError={problem?.formError}
        formErrorMessage={problem?.formErrorMessage}
        serverErrors={problem?.serverErrors}
        submitting={link.isPending}
      />
    </>
  );
}

/** Link a customer account by e-mail (one per worker), or unlink the one linked (W§2 Perks). */
export function LinkedUserSection() {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const linked = useLinkedUser();
  const unlink = useUnlinkUser();

  let body: React.ReactNode;
  if (linked.isPending) body = <LoadingState label={t('PERKS_LOADING')} />;
  else if (linked.isError)
    body = (
      <ErrorState
        message={loadErrorLabel(linked.error, t, exists)}
        retryLabel={t('RETRY')}
        onRetry={retryHelps(linked.error) ? () => void linked.refetch() : undefined}
      />
    );
  else {
    const { linkedUser, pendingLink } = linked.data;
    const unlinkError = unlink.error ? (
      <p className="field__error" role="alert">
        {errorLabel(unlink.error, t, exists)}
      </p>
    ) : null;
    body = (
      <>
        {linkedUser ? (
          <div className="perks-link__linked" data-testid="perks-linked">
            <p>{t('PERKS_LINKED_TO', { email: linkedUser.email })}</p>
            {pendingLink ? null : (
              <button type="button" className="button button--secondary" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
                {t('PERKS_UNLINK')}
              </button>
            )}
          </div>
        ) : null}
        {/* Issue 27: a link is asked for, then confirmed from the address's inbox before it holds. */}
        {pendingLink ? (
          <div className="perks-link__pending" role="status" data-testid="perks-link-pending">
            <p>{t('PERKS_LINK_PENDING', { email: pendingLink.email })}</p>
            <button type="button" className="button button--secondary" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
              {t(linkedUser ? 'PERKS_LINK_CANCEL_AND_UNLINK' : 'PERKS_LINK_CANCEL')}
            </button>
          </div>
        ) : null}
        {unlinkError}
        {linkedUser && !pendingLink ? null : <LinkForm again={pendingLink !== null} />}
      </>
    );
  }

  return (
    <section className="perks-section perks-link" aria-labelledby="perks-link-title">
      <h2 id="perks-link-title">{t('PERKS_LINK_SECTION_TITLE')}</h2>
      {body}
    </section>
  );
}
