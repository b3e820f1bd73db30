import { apiClient } from '../../api-client';
import { paths } from '../../paths';

/** DELETE /api/documents/{docId}: removes one of the worker's own files. */
export async function deleteDocument(documentId: string): Promise<void> {
  await apiClient.delete(paths.document(documentId));
}
