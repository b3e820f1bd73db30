import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** DELETE /api/documents/{docId}: removes one of the worker's own files. */
export async function deleteDocument(documentId: string): Promise<void> {
  await apiClient.delete(paths.document(documentId));
}
