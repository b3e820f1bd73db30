import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { FormId } from '../forms/form-ids';
// Not validator-ajv8's index (customizeValidator and AJV's compiler, new Function, which a strict
// CSP forbids: DESIGN.md) nor its createPrecompiledValidator (RJSF's whole schema resolver).
import { PrecompiledValidator } from './precompiled-validator';

/** What GET /api/forms/{formId}/validator.js exports: RJSF's precompiled validator functions. */
export interface ValidatorModule {
  default: ValidatorFunctions;
}

export type FormValidatorStatus = 'loading' | 'ready' | 'error';

export interface FormValidatorState {
  validator: ValidatorType | undefined;
  status: FormValidatorStatus;
  error?: unknown;
  /** Loads the module again (after a network error). */
  retry: () => void;
}

export interface FormScope {
  city_id?: string | null;
  country_id?: string | null;
}

/** `city_id=UK-LONDON`, else `country_id=UK`, else '' (defaults): the scope query of the form endpoints. */
export function scopeQueryOf(scope: FormScope): string {
  if (scope.city_id) return `city_id=${encodeURIComponent(scope.city_id)}`;
  if (scope.country_id) return `country_id=${encodeURIComponent(scope.country_id)}`;
  return '';
}

export function validatorModuleUrl(formId: FormId, scopeQuery: string): string {
  const query = scopeQuery.replace(/^\?/, '');
  return `/api/forms/${encodeURIComponent(formId)}/validator.js${query === '' ? '' : `?${query}`}`;
}

/**
 * A same-origin ES module served by the API (script-src 'self' allows it). Vite must not try to
 * resolve or bundle it: it only exists on the server.
 */
function importValidatorModule(url: string): Promise<ValidatorModule> {
  return import(/* @vite-ignore */ url) as Promise<ValidatorModule>;
}

/**
 * The validator the server compiled for a form in a scope, for <SchemaForm>. The module starts
 * loading at once, in parallel with the composed form; the validator is ready once both are
 * there. `schema` must be the `composed.schema` object given to <SchemaForm>. No localizer: the
 * form translates error codes itself.
 *
 * `load` replaces the dynamic import (tests). `loaded` is the module when it is already there (a
 * prerendered page, screens/app/boot.tsx): the form then renders at once, on the server and in the
 * first render of the browser alike.
 */
export function useFormValidator(
  formId: FormId,
  scopeQuery: string,
  schema: RJSFSchema | undefined,
  load: (url: string) => Promise<ValidatorModule> = importValidatorModule,
  ready?: ValidatorModule,
): FormValidatorState {
  const url = validatorModuleUrl(formId, scopeQuery);
  const [attempt, setAttempt] = useState(0);
  const key = `${url}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; functions?: ValidatorFunctions; error?: unknown } | undefined>(() =>
    ready ? { key, functions: ready.default } : undefined,
  );
  useEffect(() => {
    let cancelled = false;
    load(url).then(
      (module) => {
        if (!cancelled) setLoaded({ key, functions: module.default });
      },
      (error: unknown) => {
        if (!cancelled) setLoaded({ key, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [url, key, load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = loaded?.key === key ? loaded : undefined;
  return useMemo((): FormValidatorState => {
    if (current === undefined) return { validator: undefined, status: 'loading', retry };
    if (current.error !== undefined || current.functions === undefined) {
      return { validator: undefined, status: 'error', error: current.error, retry };
    }
    if (schema === undefined) return { validator: undefined, status: 'loading', retry };
    try {
      return { validator: new PrecompiledValidator(current.functions, schema), status: 'ready', retry };
    } catch (error) {
      // The module was compiled for another schema (its $id is not in it).
      return { validator: undefined, status: 'error', error, retry };
    }
  }, [current, schema, retry]);
}
