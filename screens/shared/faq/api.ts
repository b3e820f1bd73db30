/**
 * The help centre's calls (R§7 "FAQ calls"): fetcher, query options and hook for each. Shared by
 * the help-centre pages (screens/help) and the FAQ side panel of other pages (promote profile).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  getFaqArticleBySlug,
  getFaqCategories as getFaqCategoriesEndpoint,
  getFaqCategoryArticles as getFaqCategoryArticlesEndpoint,
  searchFaqArticles,
  sendFaqFeedback as sendFaqFeedbackEndpoint,
} from '../../../engine/api/endpoints/faq';
import type { FaqArticleResponse } from '../../../engine/generated/api/faq-article-response';
import type { FaqArticlesResponse } from '../../../engine/generated/api/faq-articles-response';
import type { FaqCategoriesResponse } from '../../../engine/generated/api/faq-categories-response';
import type { FaqFeedbackResponse } from '../../../engine/generated/api/faq-feedback-response';
import type { FaqSearchResponse } from '../../../engine/generated/api/faq-search-response';
import type { LanguageId } from '../../../engine/regions/types';
import type { FaqState } from '../../../engine/rules/faq-state';
import { callEndpoint } from '../api/call-endpoint';

export async function getFaqCategories(lang: LanguageId, tag?: FaqState): Promise<FaqCategoriesResponse> {
  return callEndpoint(getFaqCategoriesEndpoint, { query: { lang, tag } });
}

export function useFaqCategories(lang: LanguageId, tag?: FaqState) {
  return useQuery(queryOptions({ queryKey: ['faq', 'categories', lang, tag ?? null], queryFn: () => getFaqCategories(lang, tag) }));
}

export async function getFaqCategoryArticles(categoryId: number, lang?: LanguageId, tag?: FaqState): Promise<FaqArticlesResponse> {
  return callEndpoint(getFaqCategoryArticlesEndpoint, { params: { id: categoryId }, query: { lang, tag } });
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

export async function getFaqArticle(slug: string, lang: LanguageId): Promise<FaqArticleResponse> {
  return callEndpoint(getFaqArticleBySlug, { params: { slug }, query: { lang } });
}

export function useFaqArticle(slug: string, lang: LanguageId) {
  return useQuery(queryOptions({ queryKey: ['faq', 'article', slug, lang], queryFn: () => getFaqArticle(slug, lang) }));
}

export async function searchFaq(q: string, lang: LanguageId): Promise<FaqSearchResponse> {
  return callEndpoint(searchFaqArticles, { query: { q, lang } });
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
  return callEndpoint(sendFaqFeedbackEndpoint, { params: { id: articleId }, body: { helpful } });
}

export function useFaqFeedback(articleId: number) {
  return useMutation({ mutationFn: (helpful: boolean) => sendFaqFeedback(articleId, helpful) });
}
