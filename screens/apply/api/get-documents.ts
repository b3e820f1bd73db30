import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

export interface WorkerDocument {
  _id: string;
  s3ObjectName: string;
  /** Where the owner opens the file (GET /api/documents/{id}/file). */
  url: string;
  originalName: string | null;
  createdAt: string;
  mimeType?: string;
  size?: number;
}

/** W§3 document type; `name` and `contentDescription` are translation keys. */
export interface DocumentType {
  key: string;
  name: string;
  contentDescription: string;
  hasPriority: boolean;
  required: boolean;
  multi: boolean;
  documents: WorkerDocument[];
}

export interface DocumentsResponse {
  documentTypes: DocumentType[];
  /** Required types with at least one file, of all required types (W§2 Documents). */
  progress: { required: number; done: number };
}

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
