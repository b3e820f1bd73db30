import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../../engine/forms/json-schema';
import type { BookingNoteFormData } from '../../../engine/generated/forms/booking-note';
import { SchemaForm } from '../../../engine/react/schema-form';
import { FormLoadState } from '../../shared/forms/form-load-state';
import { submitProblemOf } from '../../shared/forms/submit-problem';
import { useComposedForm } from '../../shared/forms/use-composed-form';
import { useMe } from '../../shared/session/get-me';
import { usePostNote } from './api/post-note';

type Answers = BookingNoteFormData & FormData;

/**
 * The booking-note form of the worker's city, rendered by the engine: the treatment-report
 * checkbox is there only where the region has treatment reports (UK), as the server checks.
 */
export function BookingNoteForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const worker = me.data?.worker;
  const form = useComposedForm('booking-note', { city_id: worker?.city_id ?? null, country_id: worker?.country_id ?? null });
  const [answers, setAnswers] = useState<Partial<Answers>>({});
  const [saved, setSaved] = useState(0);
  const post = usePostNote(bookingId);
  const problem = submitProblemOf(post.error);

  if (!form.composed || !form.validator) return <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />;
  return (
    <div className="booking-note-form">
      {saved > 0 && post.isSuccess ? (
        <p className="booking-saved" role="status">
          {t('BOOKING_NOTE_SAVED')}
        </p>
      ) : null}
      <SchemaForm<Answers>
        key={saved}
        composed={form.composed}
        validator={form.validator}
        formData={answers as Answers}
        onChange={setAnswers}
        onSubmit={(data) =>
          post.mutate(data, {
            onSuccess: () => {
              setAnswers({});
              setSaved((n) => n + 1);
            },
          })
        }
        formError={problem?.formError}
        formErrorMessage={problem?.formErrorMessage}
        serverErrors={problem?.serverErrors}
        submitting={post.isPending}
      />
    </div>
  );
}
