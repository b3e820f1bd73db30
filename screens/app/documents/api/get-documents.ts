import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsResponse } from '../../../../engine/generated/api/documents-response';
import { apiClient } from '../../api-client';
import { paths } from '../../paths';

/** GET /api/documents: the document types of the worker's region, with their files. */
export function getDocuments(): Promise<DocumentsResponse> {
  return apiClient.get(paths.documents).json<DocumentsResponse>();
}

export function getDocumentsQueryOptions() {
  return queryOptions({ queryKey: ['documents'], queryFn: getDocuments });
}

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}
