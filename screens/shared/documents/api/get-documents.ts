import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsResponse } from '../../../../engine/generated/api/documents-response';
import { getDocuments as getDocumentsEndpoint } from '../../../../engine/api/endpoints/documents';
import { callEndpoint } from '../../api/call-endpoint';

/** GET /api/documents: the document types of the worker's region, with their files. */
export function getDocuments(): Promise<DocumentsResponse> {
  return callEndpoint(getDocumentsEndpoint);
}

export function getDocumentsQueryOptions() {
  return queryOptions({ queryKey: ['documents'], queryFn: getDocuments });
}

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}
