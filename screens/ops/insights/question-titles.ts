import { useQuery } from '@tanstack/react-query';
import type { ComposedForm } from '../../../engine/forms/compose';
import { useTranslateText, type TranslateText } from '../../../engine/react/translate';
import { getComposedFormQueryOptions } from '../../shared/api/get-composed-form';
import { formScopeOf } from '../form-scope';
import type { InsightsFormId } from './api/get-insights-form';

/** A question's title as a composed form shows it (its UI schema's title, else its schema's), or ''. */
function titleIn(form: ComposedForm | undefined, field: string, tr: TranslateText): string {
  const ui = form?.uiSchema?.[field] as Record<string, unknown> | undefined;
  const uiTitle = typeof ui?.['ui:title'] === 'string' ? ui['ui:title'] : undefined;
  return tr(uiTitle ?? form?.schema.properties?.[field]?.title);
}

/** Forms are composed for a country or a city (the defaults alone lack catalogues): "everywhere" reads the first country's. */
const EVERYWHERE_FORMS = 'UK';

/** What the titles need of a form file. */
interface FormFile {
  properties?: Record<string, Record<string, unknown>>;
}

const titleOf = (question: Record<string, unknown> | undefined) => (typeof question?.title === 'string' ? question.title : undefined);

/** The form files themselves (0.5-2 KB gzip each), a chunk each, loaded with the form's insights. */
const FORM_FILES: Record<InsightsFormId, () => Promise<{ default: FormFile }>> = {
  signup: () => import('../../../schemas/forms/signup.schema.json'),
  'almost-there': () => import('../../../schemas/forms/almost-there.schema.json'),
  'student-info': () => import('../../../schemas/forms/student-info.schema.json'),
  'bank-details': () => import('../../../schemas/forms/bank-details.schema.json'),
};

/**
 * The titles of a form's questions for the insights (issue 29: a question by its title, not only
 * its field name), from the form composed for the scope as /ops/forms shows it. A question the
 * scope no longer asks (the very one a version hid) has no place in that composition: it is named
 * by the form file's own title. While they load, or for a question neither knows, by its name.
 */
export function useQuestionTitles(formId: InsightsFormId, scope: string | null): (field: string) => string {
  const tr = useTranslateText();
  const scoped = useQuery(getComposedFormQueryOptions(formId, formScopeOf(scope ?? EVERYWHERE_FORMS)));
  const file = useQuery({ queryKey: ['form-file', formId], queryFn: async () => (await FORM_FILES[formId]()).default, staleTime: Infinity, enabled: true });
  return (field) => titleIn(scoped.data, field, tr) || tr(titleOf(file.data?.properties?.[field])) || field;
}
