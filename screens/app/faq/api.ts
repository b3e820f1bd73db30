/**
 * The help centre's calls (R§7 "FAQ calls"): fetcher, query options and hook for each. Shared by
 * the help-centre pages (screens/help) and the FAQ side panel of other pages (promote profile).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { FaqArticleResponse } from '../../../engine/generated/api/faq-article-response';
import type { FaqArticlesResponse } from '../../../engine/generated/api/faq-articles-response';
import type { FaqCategoriesResponse } from '../../../engine/generated/api/faq-categories-response';
import type { FaqFeedbackResponse } from '../../../engine/generated/api/faq-feedback-response';
import type { FaqSearchResponse } from '../../../engine/generated/api/faq-search-response';
import type { LanguageId } from '../../../engine/regions/types';
import type { FaqState } from '../../../engine/rules/faq-state';
import { apiClient } from '../api-client';
import { paths } from '../paths';

/** Query parameters without the absent ones (ky would send "undefined"). */
const params = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));

export function getFaqCategories(lang: LanguageId, tag?: FaqState): Promise<FaqCategoriesResponse> {
  return apiClient.get(paths.faqCategories, { searchParams: params({ lang, tag }) }).json<FaqCategoriesResponse>();
}

export function useFaqCategories(lang: LanguageId, tag?: FaqState) {
  return useQuery(queryOptions({ queryKey: ['faq', 'categories', lang, tag ?? null], queryFn: () => getFaqCategories(lang, tag) }));
}

export function getFaqCategoryArticles(categoryId: number, lang?: LanguageId, tag?: FaqState): Promise<FaqArticlesResponse> {
  return apiClient.get(paths.faqCategoryArticles(categoryId), { searchParams: params({ lang, tag }) }).json<FaqArticlesResponse>();
}

/** Nothing to ask for without a category (a region without a promote category: null). */
export function useFaqCategoryArticles(categoryId: number | null | undefined, lang?: LanguageId, tag?: FaqState) {
  return useQuery(
    queryOptions({
      queryKey: ['faq', 'categories', categoryId ?? null, 'articles', lang ?? null, tag ?? null],
      queryFn: () => getFaqCategoryArticles(categoryId as number, lang, tag),
      enabled: typeof categoryId === 'number',
      placeholderData: keepPreviousData,
    }),
  );
}

export function getFaqArticle(slug: string, lang: LanguageId): Promise<FaqArticleResponse> {
  return apiClient.get(paths.faqArticleBySlug(slug), { searchParams: { lang } }).json<FaqArticleResponse>();
}

export function useFaqArticle(slug: string, lang: LanguageId) {
  return useQuery(queryOptions({ queryKey: ['faq', 'article', slug, lang], queryFn: () => getFaqArticle(slug, lang) }));
}

export function searchFaq(q: string, lang: LanguageId): Promise<FaqSearchResponse> {
  return apiClient.get(paths.faqSearch, { searchParams: { q, lang } }).json<FaqSearchResponse>();
}

/** Searches once the words are long enough for the API (2 characters). */
export function useFaqSearch(q: string, lang: LanguageId) {
  const words = q.trim();
  return useQuery(
    queryOptions({
      queryKey: ['faq', 'search', lang, words],
      queryFn: () => searchFaq(words, lang),
      enabled: words.length >= 2,
      placeholderData: keepPreviousData,
    }),
  );
}

export function sendFaqFeedback(articleId: number, helpful: boolean): Promise<FaqFeedbackResponse> {
  return apiClient.post(paths.faqArticleFeedback(articleId), { json: { helpful } }).json<FaqFeedbackResponse>();
}

export function useFaqFeedback(articleId: number) {
  return useMutation({ mutationFn: (helpful: boolean) => sendFaqFeedback(articleId, helpful) });
}
