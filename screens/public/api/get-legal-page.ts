import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalPageResponse } from '../../../engine/generated/api/legal-page-response';
import type { LegalQuery } from '../../../engine/generated/api/legal-query';
import { getLegalText } from '../../../engine/api/endpoints/legal';
import { callEndpoint } from '../../shared/api/call-endpoint';

export type LegalDocument = LegalPageResponse['document'];

/** The terms or the privacy policy of a country's company in one language (GET /api/legal/{document}). */
export function getLegalPage(document: LegalDocument, query: LegalQuery): Promise<LegalPageResponse> {
  return callEndpoint(getLegalText, { params: { document }, query });
}

export function useLegalPage(document: LegalDocument, query: LegalQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['legal', document, query.country_id, query.language],
      queryFn: () => getLegalPage(document, query),
      staleTime: 60 * 60_000,
    }),
  );
}
