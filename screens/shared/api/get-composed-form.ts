import { queryOptions } from '@tanstack/react-query';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import type { FormScope, ValidatorModule } from '../../../engine/react/use-form-validator';
import { getForm } from '../../../engine/api/endpoints/forms';
import { callEndpoint } from './call-endpoint';

function searchParamsOf(scope: FormScope): Record<string, string> {
  if (scope.city_id) return { city_id: scope.city_id };
  if (scope.country_id) return { country_id: scope.country_id };
  return {};
}

/** GET /api/forms/{formId}?city_id=|country_id=: the form composed for that scope (schema + UI schema). */
export async function getComposedForm(formId: FormId, scope: FormScope): Promise<ComposedForm> {
  // The API's shape types a form's schemas as any object; the composer's type is what the engine renders.
  return (await callEndpoint(getForm, { params: { formId }, query: searchParamsOf(scope) })) as ComposedForm;
}

export function getComposedFormQueryOptions(formId: FormId, scope: FormScope) {
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
