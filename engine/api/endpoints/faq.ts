/** The help centre (R§2, R§3, R§7 "FAQ calls"): categories, articles, search and "was this helpful?". */
import type { Endpoint } from '../endpoint';

/** Public answers with an ETag: a matching If-None-Match gets 304 without a body. */
export const getFaqCategories = {
  method: 'GET',
  path: '/api/faqs/categories',
  access: 'public',
  query: 'faq-query',
  answers: { 200: 'faq-categories-response', 304: null },
} as const satisfies Endpoint;

export const getFaqCategoryArticles = {
  method: 'GET',
  path: '/api/faqs/categories/:id/articles',
  access: 'public',
  params: 'faq-category-params',
  query: 'faq-query',
  answers: { 200: 'faq-articles-response', 304: null },
} as const satisfies Endpoint;

export const searchFaqArticles = {
  method: 'GET',
  path: '/api/faqs/search',
  access: 'public',
  query: 'faq-search-query',
  answers: { 200: 'faq-search-response', 304: null },
} as const satisfies Endpoint;

export const getFaqArticleBySlug = {
  method: 'GET',
  path: '/api/faqs/articles/by-slug/:slug',
  access: 'public',
  params: 'faq-slug-params',
  query: 'faq-query',
  answers: { 200: 'faq-article-response', 304: null },
} as const satisfies Endpoint;

export const getFaqArticle = {
  method: 'GET',
  path: '/api/faqs/articles/:id',
  access: 'public',
  params: 'faq-article-params',
  query: 'faq-query',
  answers: { 200: 'faq-article-response', 304: null },
} as const satisfies Endpoint;

export const sendFaqFeedback = {
  method: 'POST',
  path: '/api/faqs/articles/:id/feedback',
  access: 'public',
  params: 'faq-article-params',
  body: 'faq-feedback-body',
  answers: { 200: 'faq-feedback-response' },
} as const satisfies Endpoint;

export const FAQ_ENDPOINTS = { getFaqCategories, getFaqCategoryArticles, searchFaqArticles, getFaqArticleBySlug, getFaqArticle, sendFaqFeedback };
