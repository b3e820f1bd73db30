import { deleteDocument as deleteDocumentEndpoint } from '../../../../engine/api/endpoints/documents';
import { callEndpoint } from '../../api/call-endpoint';

/** DELETE /api/documents/{docId}: removes one of the worker's own files. */
export async function deleteDocument(documentId: string): Promise<void> {
  await callEndpoint(deleteDocumentEndpoint, { params: { docId: documentId } });
}
