import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import { localizeOptionLabels } from '../../../engine/forms/option-labels';
import { preloadFormEngine } from '../../../engine/react/schema-form';
import { needsFormEngine } from '../../../engine/react/simple-fields';
import { scopeQueryOf, useFormValidator, validatorModuleUrl, type FormScope } from '../../../engine/react/use-form-validator';
import { getComposedFormQueryOptions, getValidatorModuleQueryOptions } from '../api/get-composed-form';
import { usePageLanguage } from '../use-page-language';

export interface ComposedFormState {
  /** The form to show, with `validator`: both belong to the same scope. */
  composed: ComposedForm | undefined;
  validator: ValidatorType | undefined;
  /** `ready` only once the form and validator of the scope asked for are both there. */
  status: 'loading' | 'ready' | 'error';
  /** A form is shown while the form of a new scope (another city) loads. */
  recomposing: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * A form composed for a scope (GET /api/forms/{formId}) and the validator the server compiled
 * for it, for <SchemaForm>: every form page (sign-up, login, almost there, the screening test,
 * the ops preview...) takes its form from here. When the scope changes (the city of the sign-up
 * form), the previous form stays on screen, answers and all, until the new form and its
 * validator are both there: no flash of a spinner between cities.
 */
export function useComposedForm(formId: FormId, scope: FormScope): ComposedFormState {
  const queryClient = useQueryClient();
  const form = useQuery(getComposedFormQueryOptions(formId, scope));
  const load = useCallback((url: string) => queryClient.fetchQuery(getValidatorModuleQueryOptions(url)), [queryClient]);
  const scopeQuery = scopeQueryOf(scope);
  // Already imported on a prerendered page (boot.tsx, prerender-entry.tsx): the form renders in the first render.
  const imported = queryClient.getQueryData(getValidatorModuleQueryOptions(validatorModuleUrl(formId, scopeQuery)).queryKey);
  const validator = useFormValidator(formId, scopeQuery, form.data?.schema as RJSFSchema | undefined, load, imported);
  // A form drawn by RJSF: its chunk loads alongside the validator module, not after both.
  useEffect(() => {
    if (form.data && needsFormEngine(form.data)) void preloadFormEngine().catch(() => {});
  }, [form.data]);

  const ready = form.data && validator.status === 'ready' && validator.validator ? { composed: form.data, validator: validator.validator } : undefined;
  const [shown, setShown] = useState(ready);
  if (ready && (shown?.composed !== ready.composed || shown.validator !== ready.validator)) setShown(ready);
  const current = ready ?? shown;

  const failed = form.isError || validator.status === 'error';
  const { refetch } = form;
  const retryValidator = validator.retry;
  const retry = useCallback(() => {
    void refetch();
    retryValidator();
  }, [refetch, retryValidator]);

  // Names among the option labels (cities) in the page's language.
  const language = usePageLanguage();
  const shownForm = current?.composed;
  const composed = useMemo(
    () => (shownForm ? { ...shownForm, uiSchema: localizeOptionLabels(shownForm.uiSchema, language) } : undefined),
    [shownForm, language],
  );

  return {
    composed,
    validator: current?.validator,
    status: ready ? 'ready' : failed ? 'error' : 'loading',
    recomposing: !ready && current !== undefined && !failed,
    error: form.error ?? validator.error,
    retry,
  };
}
