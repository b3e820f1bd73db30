import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import { localizeOptionLabels } from '../../../engine/forms/option-labels';
import { localizeTextValues } from '../../../engine/forms/text-values';
import { preloadFormEngine } from '../../../engine/react/form-engine';
import { needsFormEngine } from '../../../engine/react/simple-form-kind';
import { scopeQueryOf, useFormValidator, validatorModuleUrl, versionedScopeQuery } from '../../../engine/react/use-form-validator';
import type { Scope } from '../../../engine/regions/scope';
import { getComposedFormQueryOptions, getValidatorModuleQueryOptions } from '../api/get-composed-form';
import { usePageLanguage } from '../i18n/use-page-language';
import { onFormVersionChanged } from './form-version';

export interface ComposedFormState {
  /** The form to show, with `validator`: both belong to the same scope. */
  composed: ComposedForm | undefined;
  validator: ValidatorType | undefined;
  /** `ready` only once the form and validator of the scope asked for are both there. */
  status: 'loading' | 'ready' | 'error';
  /** A form is shown while the form of a new scope (another city) loads. */
  recomposing: boolean;
  /**
   * The version of the composition shown (send it with the answers: formVersionHeaders). A newer
   * composition of the same scope (a region changed while the page was open) replaces the one shown
   * once its validator is there: when the tab gets the focus again, or after the server answered
   * 409 FORM_VERSION_CHANGED to a submission (issue 24).
   */
  version: string | undefined;
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
export function useComposedForm(formId: FormId, scope: Scope): ComposedFormState {
  const queryClient = useQueryClient();
  const form = useQuery(getComposedFormQueryOptions(formId, scope));
  const load = useCallback((url: string) => queryClient.fetchQuery(getValidatorModuleQueryOptions(url)), [queryClient]);
  const scopeQuery = scopeQueryOf(scope);
  // The scope's own URL: loaded at once, alongside the form. Already imported on a prerendered
  // page (boot.tsx, prerender-entry.tsx): the form renders in the first render.
  const imported = queryClient.getQueryData(getValidatorModuleQueryOptions(validatorModuleUrl(formId, scopeQuery)).queryKey);
  // A form newer than the module imported from the scope's own URL (which the browser keeps for
  // the page's life) takes the module of its own version.
  const version = form.data?.version;
  const moduleQuery = version !== undefined && imported?.version !== undefined && imported.version !== version ? versionedScopeQuery(scopeQuery, version) : scopeQuery;
  const validator = useFormValidator(formId, moduleQuery, form.data?.schema as RJSFSchema | undefined, load, moduleQuery === scopeQuery ? imported : undefined);
  // A form drawn by RJSF: its chunk loads alongside the validator module, not after both.
  useEffect(() => {
    if (form.data && needsFormEngine(form.data)) void preloadFormEngine().catch(() => {});
  }, [form.data]);

  // Form and validator of one composition, never a newer form with an older validator.
  const matching = version === undefined || validator.version === undefined || validator.version === version;
  const ready =
    form.data && validator.status === 'ready' && validator.validator && matching ? { composed: form.data, validator: validator.validator, scopeQuery } : undefined;
  const [shown, setShown] = useState(ready);
  if (ready && (shown?.composed !== ready.composed || shown.validator !== ready.validator)) setShown(ready);
  const current = ready ?? shown;

  const failed = form.isError || validator.status === 'error';
  const { refetch } = form;
  // The server said a submission's form is an older composition: ask for this one again.
  useEffect(() => onFormVersionChanged(() => void refetch()), [refetch]);
  // TanStack Query asks again on `visibilitychange` (a tab switch); a click into a browser window that
  // stayed visible beside another (the ops editor next to an open sign-up) fires the window's `focus`
  // only: the form asks again then too. Only the form: an app-wide focus refetch would restart every
  // list (an infinite list refetching all its pages never loads its next one).
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const retryValidator = validator.retry;
  const retry = useCallback(() => {
    void refetch();
    retryValidator();
  }, [refetch, retryValidator]);

  // Names among the option labels (cities) and the texts' values from the region (qualifications) in the page's language.
  const language = usePageLanguage();
  const shownForm = current?.composed;
  const composed = useMemo(
    () => (shownForm ? { ...shownForm, uiSchema: localizeTextValues(localizeOptionLabels(shownForm.uiSchema, language), language) } : undefined),
    [shownForm, language],
  );

  return {
    composed,
    validator: current?.validator,
    status: ready ? 'ready' : failed ? 'error' : 'loading',
    // Another scope's form on its way; a newer composition of the same one just replaces it when there.
    recomposing: !ready && current !== undefined && !failed && current.scopeQuery !== scopeQuery,
    version: current?.composed.version,
    error: form.error ?? validator.error,
    retry,
  };
}
