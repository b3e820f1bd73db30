import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import type { FormScope } from '../../../engine/react/use-form-validator';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** The scope query of the form endpoints: a city (which implies its country) or a whole country. */
function searchParamsOf(scope: FormScope): Record<string, string> {
  if (scope.city_id) return { city_id: scope.city_id };
  if (scope.country_id) return { country_id: scope.country_id };
  return {};
}

/** A form as a scope shows it (GET /api/forms/{formId}?city_id|country_id). */
export function getComposedForm(formId: FormId, scope: FormScope): Promise<ComposedForm> {
  return apiClient.get(paths.composedForm(formId), { searchParams: searchParamsOf(scope) }).json<ComposedForm>();
}

export function getComposedFormQueryOptions(formId: FormId, scope: FormScope) {
  return queryOptions({
    queryKey: ['composed-form', formId, scope.city_id ?? null, scope.city_id ? null : (scope.country_id ?? null)],
    queryFn: () => getComposedForm(formId, scope),
    // Region files change only when the server restarts with new ones.
    staleTime: 10 * 60_000,
  });
}

export function useComposedForm(formId: FormId, scope: FormScope | null) {
  return useQuery({
    ...getComposedFormQueryOptions(formId, scope ?? {}),
    enabled: scope !== null,
  });
}
