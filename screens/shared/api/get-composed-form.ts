import { queryOptions } from '@tanstack/react-query';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import type { ValidatorModule } from '../../../engine/react/use-form-validator';
import { scopeOf, type Scope } from '../../../engine/regions/scope';
import { getForm } from '../../../engine/api/endpoints/forms';
import { callEndpoint } from './call-endpoint';

/** The one id of the scope the query names: the city, else the country, else none (the defaults). */
function searchParamsOf(scope: Scope): { city_id?: string; country_id?: string } {
  return scopeOf(scope.city_id, scope.country_id) as { city_id?: string; country_id?: string };
}

/** GET /api/forms/{formId}?city_id=|country_id=: the form composed for that scope (schema + UI schema). */
export async function getComposedForm(formId: FormId, scope: Scope): Promise<ComposedForm> {
  // The API's shape types a form's schemas as any object; the composer's type is what the engine renders.
  return (await callEndpoint(getForm, { params: { formId }, query: searchParamsOf(scope) })) as ComposedForm;
}

export function getComposedFormQueryOptions(formId: FormId, scope: Scope) {
  const params = searchParamsOf(scope);
  return queryOptions({
    queryKey: ['composed-form', formId, params.city_id ?? null, params.country_id ?? null],
    queryFn: () => getComposedForm(formId, scope),
    // A composition changes only when operations staff change the region set, which goes live
    // without a restart: a tab focused again always asks again (issue 24), however soon. The
    // answer is ETagged and `no-cache`, so asking costs a 304 while nothing changed.
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The validator module the server compiled for a composed form (GET /api/forms/{formId}/validator.js),
 * imported as a same-origin ES module: nothing is compiled or evaluated from text in the page.
 */
export function getValidatorModuleQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['validator-module', url],
    queryFn: () => import(/* @vite-ignore */ url) as Promise<ValidatorModule>,
    staleTime: Infinity,
    retry: false,
  });
}
