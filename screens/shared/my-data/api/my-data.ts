import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportResponse } from '../../../../engine/generated/api/data-export-response';
import { closeAccount, getDataExport, requestDataExport } from '../../../../engine/api/endpoints/my-data';
import { apiErrorStatus } from '../../api/api-client';
import { callEndpoint } from '../../api/call-endpoint';
import { ME_QUERY_KEY } from '../../session/get-me';

/** Under ['me']: dropped with the person's other data when the session ends. */
const DATA_EXPORT_KEY = [...ME_QUERY_KEY, 'data-export'] as const;

/** How often the page asks again while the archive is being prepared. */
const PREPARING_POLL_MS = 3000;

/** GET /api/me/data-export: the latest archive (preparing, ready, expired, failed) and when another may be asked for. */
function getDataExportQueryOptions() {
  return queryOptions({
    queryKey: DATA_EXPORT_KEY,
    queryFn: (): Promise<DataExportResponse> => callEndpoint(getDataExport),
    // The archive is prepared in the background: asked again until it is no longer preparing.
    refetchInterval: (query) => (query.state.data?.latest?.state === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

export function useDataExport() {
  return useQuery(getDataExportQueryOptions());
}

/** POST /api/me/data-export: asks for a new archive (one a day); the answer (202) is the new state. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<DataExportResponse> => callEndpoint(requestDataExport),
    onSuccess: (state) => queryClient.setQueryData(DATA_EXPORT_KEY, state),
    // A 429 (DATA_EXPORT_TOO_SOON): the state says from when another request is allowed.
    onError: (error) => {
      if (apiErrorStatus(error) === 429) void queryClient.invalidateQueries({ queryKey: DATA_EXPORT_KEY, exact: true });
    },
  });
}

/** POST /api/me/close { password }: 204, the account is closed and every session ended. */
export function postCloseAccount(password: string): Promise<void> {
  return callEndpoint(closeAccount, { body: { password } });
}
