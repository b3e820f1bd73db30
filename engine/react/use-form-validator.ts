import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { FormId } from '../forms/form-ids';
import { FORM_VERSION_PARAM } from '../forms/form-version';
import { endpointPath } from '../api/endpoint';
import { getFormValidator } from '../api/endpoints/forms';
import type { Scope } from '../regions/scope';
// Not validator-ajv8's index (customizeValidator and AJV's compiler, new Function, which a strict
// CSP forbids: DESIGN.md) nor its createPrecompiledValidator (RJSF's whole schema resolver).
import { PrecompiledValidator } from './precompiled-validator';

/** What GET /api/forms/{formId}/validator.js exports: RJSF's precompiled validator functions. */
export interface ValidatorModule {
  default: ValidatorFunctions;
  /** The version of the composed form it validates (engine/forms/form-version.ts). */
  version?: string;
}

export type FormValidatorStatus = 'loading' | 'ready' | 'error';

export interface FormValidatorState {
  validator: ValidatorType | undefined;
  status: FormValidatorStatus;
  error?: unknown;
  /** The version of the composition the loaded module validates, when it says. */
  version?: string;
  /** Loads the module again (after a network error). */
  retry: () => void;
}

/** `city_id=UK-LONDON`, else `country_id=UK`, else '' (defaults): the scope query of the form endpoints. */
export function scopeQueryOf(scope: Scope): string {
  if (scope.city_id) return `city_id=${encodeURIComponent(scope.city_id)}`;
  if (scope.country_id) return `country_id=${encodeURIComponent(scope.country_id)}`;
  return '';
}

/**
 * The scope query naming also the composition's version: the module of a newer composition than
 * the one this page first imported. A browser keeps an imported module for the page's whole life,
 * so a newer form's validator needs a URL of its own.
 */
export function versionedScopeQuery(scopeQuery: string, version: string): string {
  const query = scopeQuery.replace(/^\?/, '');
  const param = `${FORM_VERSION_PARAM}=${encodeURIComponent(version)}`;
  return query === '' ? param : `${query}&${param}`;
}

export function validatorModuleUrl(formId: FormId, scopeQuery: string): string {
  const query = scopeQuery.replace(/^\?/, '');
  return `${endpointPath(getFormValidator, { formId })}${query === '' ? '' : `?${query}`}`;
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
  const [loaded, setLoaded] = useState<{ key: string; functions?: ValidatorFunctions; version?: string; error?: unknown } | undefined>(() =>
    ready ? { key, functions: ready.default, version: ready.version } : undefined,
  );
  useEffect(() => {
    let cancelled = false;
    load(url).then(
      (module) => {
        if (!cancelled) setLoaded({ key, functions: module.default, version: module.version });
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
      return { validator: new PrecompiledValidator(current.functions, schema), status: 'ready', version: current.version, retry };
    } catch (error) {
      // The module was compiled for another schema (its $id is not in it).
      return { validator: undefined, status: 'error', error, retry };
    }
  }, [current, schema, retry]);
}
