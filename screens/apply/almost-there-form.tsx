import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../engine/forms/json-schema';
import type { AlmostThereFormData } from '../../engine/generated/forms/almost-there';
import type { Worker } from '../../engine/generated/api/session-response';
import { SchemaForm } from '../../engine/react/schema-form';
import type { Scope } from '../../engine/regions/scope';
import { FormLoadState } from '../shared/forms/form-load-state';
import { FormActivityScope } from '../shared/forms/form-activity-scope';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { setMe } from '../shared/session/session-actions';
import { getVerticalStatusQueryOptions } from './api/get-vertical-status';
import { putMe } from './api/put-me';
import { almostThereAnswers, almostThereFieldErrors, meUpdateFromAlmostThere } from './almost-there-answers';

export interface AlmostThereFormProps {
  worker: Worker;
  scope: Scope;
  /** After a successful save. */
  onSaved: () => void;
}

/**
 * The almost-there form (address and background, service areas) of the applicant's scope,
 * started from what the worker already gave, saved with PUT /api/me; the server's details land
 * on their questions (an invalid graduation date has its own message).
 */
export function AlmostThereForm({ worker, scope, onSaved }: AlmostThereFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useComposedForm('almost-there', scope);
  const composed = form.composed;
  const initial = useMemo(() => (composed ? almostThereAnswers(worker, composed.schema) : undefined), [composed, worker]);
  const [answers, setAnswers] = useState<FormData | undefined>(undefined);

  const save = useMutation({
    mutationFn: (data: FormData) => putMe(meUpdateFromAlmostThere(data, composed!.schema), form.version),
    onSuccess: async (me) => {
      // The saved details (and the treatments) move the application's stage on.
      setMe(queryClient, me);
      // The treatments decide the vertical status, the calendars and the document types.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getVerticalStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['onboarding-slots'] }),
        queryClient.invalidateQueries({ queryKey: ['documents'] }),
      ]);
      onSaved();
    },
  });
  const problem = submitProblemOf(save.error);

  if (!composed || !form.validator) return <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />;
  return (
    <FormActivityScope composed={composed}>
      <SchemaForm<AlmostThereFormData & FormData>
        composed={composed}
        validator={form.validator}
        formData={(answers ?? initial) as AlmostThereFormData & FormData}
        onChange={setAnswers}
        onSubmit={(data) => save.mutate(data)}
        formError={problem?.formError}
        formErrorMessage={problem?.formErrorMessage}
        serverErrors={almostThereFieldErrors(problem?.serverErrors)}
        submitting={save.isPending}
      >
        <p className="apply-note">{t('ALMOST_THERE_FORM_PRIVACY')}</p>
      </SchemaForm>
    </FormActivityScope>
  );
}
