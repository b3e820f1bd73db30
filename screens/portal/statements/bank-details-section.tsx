import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../../engine/forms/json-schema';
import type { BankDetailsFormData } from '../../../engine/generated/forms/bank-details';
import { API_ACCESS, checkAccess } from '../../../engine/rules/access';
import { PAYOUT_FIELDS, payoutTypeOf } from '../../../engine/rules/statements';
import { SchemaForm } from '../../../engine/react/schema-form';
import { FormLoadState } from '../../shared/forms/form-load-state';
import { FormActivityScope } from '../../shared/forms/form-activity-scope';
import { submitProblemOf } from '../../shared/forms/submit-problem';
import { useComposedForm } from '../../shared/forms/use-composed-form';
import { useMe } from '../../shared/session/get-me';
import { useSessionRegion, useViewer } from '../../shared/session/viewer';
import { LiveChatButton } from '../support-chat/live-chat-button';
import { useSaveBanking } from './api/put-banking';

type Answers = Partial<BankDetailsFormData> & FormData;
type Banking = { accountNumber: string | null; sortCode: string | null; iban: string | null; bic: string | null };

/** The stored details as the form's answers (absent ones left out, so the form shows them empty). */
function answersOf(banking: Banking | undefined): Answers {
  return Object.fromEntries(Object.entries(banking ?? {}).filter(([, value]) => typeof value === 'string' && value !== '')) as Answers;
}

/** The API puts banking errors at /banking/<field>; the form's fields are /<field>. */
function onFormFields<T extends { path: string }>(details: T[] | undefined): T[] | undefined {
  return details?.map((detail) => ({ ...detail, path: detail.path.replace(/^\/banking(?=\/)/, '') }));
}

/**
 * W§2/W§5: the bank-details form of the worker's city, rendered by the engine (bacs cities ask
 * account number + sort code, the others IBAN + BIC: the region overlay decides). Save stays
 * disabled until something changes. Whoever the API would refuse (`cannotUpdateBankingDetails`, an
 * inactive account: the access table's `banking` rule) sees the details read-only with the reason,
 * before trying, instead of a form whose Save can only fail.
 */
export function BankDetailsSection() {
  const { t } = useTranslation();
  const me = useMe();
  const worker = me.data?.worker;
  const form = useComposedForm('bank-details', { city_id: worker?.city_id ?? null, country_id: worker?.country_id ?? null });
  const save = useSaveBanking(form.version);
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saved, setSaved] = useState(0);
  const problem = submitProblemOf(save.error);
  const viewer = useViewer();
  const region = useSessionRegion();
  const denial = viewer ? checkAccess(API_ACCESS.banking, viewer) : null;

  const heading = (
    <h2 id="statements-bank" className="statements-section__heading">
      {t('STATEMENTS_BANK_HEADING')}
    </h2>
  );
  if (worker && denial) {
    const shown = PAYOUT_FIELDS[payoutTypeOf({ city: me.data?.city ?? region?.city, forms: region?.forms })].filter((key) => worker.banking[key]);
    const labels = { accountNumber: 'BANK_DETAILS_ACCOUNT_NUMBER_LABEL', sortCode: 'BANK_DETAILS_SORT_CODE_LABEL', iban: 'BANK_DETAILS_IBAN_LABEL', bic: 'BANK_DETAILS_BIC_LABEL' };
    return (
      <section className="statements-section" aria-labelledby="statements-bank">
        {heading}
        <p className="statements-note" role="note">
          {t(denial.code === 'ACCOUNT_INACTIVE' ? 'STATEMENTS_BANK_INACTIVE' : 'STATEMENTS_BANK_LOCKED')}
        </p>
        {/* The note sends them to the live chat: the chat is one tap away. */}
        <p className="statements-bank-chat">
          <LiveChatButton />
        </p>
        {shown.length === 0 ? (
          <p>{t('STATEMENTS_BANK_NONE')}</p>
        ) : (
          <dl className="statements-bank-readonly">
            {shown.map((key) => (
              <div key={key}>
                <dt>{t(labels[key])}</dt>
                <dd>{worker.banking[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    );
  }

  return (
    <section className="statements-section" aria-labelledby="statements-bank">
      {heading}
      {!form.composed || !form.validator ? (
        <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
      ) : (
        <>
          {saved > 0 && save.isSuccess ? (
            <p className="statements-success" role="status">
              {t('STATEMENTS_BANK_SAVED')}
            </p>
          ) : null}
          <FormActivityScope composed={form.composed}>
            <SchemaForm<Answers>
              key={saved}
              composed={form.composed}
              validator={form.validator}
              formData={answers ?? answersOf(worker?.banking)}
              onChange={setAnswers}
              onSubmit={(data) =>
                save.mutate(data, {
                  onSuccess: () => {
                    // A new baseline: save is disabled again until the next change.
                    setAnswers(null);
                    setSaved((n) => n + 1);
                  },
                })
              }
              formError={problem?.formError}
              formErrorMessage={problem?.formErrorMessage}
              serverErrors={onFormFields(problem?.serverErrors)}
              submitting={save.isPending}
              disabledUntilChanged
            />
          </FormActivityScope>
        </>
      )}
    </section>
  );
}
