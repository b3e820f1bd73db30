import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqArticlesResponse } from '../../../../engine/generated/api/faq-articles-response';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';

/** GET /api/faq/categories/{id}/articles: the article titles of one help-centre category. */
export function getFaqArticles(categoryId: number): Promise<FaqArticlesResponse> {
  return apiClient.get(paths.faqCategoryArticles(categoryId)).json<FaqArticlesResponse>();
}

/** Nothing to ask for where the region has no promote category (null). */
export function useFaqArticles(categoryId: number | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['faq', 'categories', categoryId ?? null, 'articles'],
      queryFn: () => getFaqArticles(categoryId as number),
      enabled: typeof categoryId === 'number',
    }),
  );
}
