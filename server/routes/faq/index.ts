/**
 * The help centre (R§2, R§3, R§7 "FAQ calls"), for anyone: categories, a category's articles, an
 * article by id or by slug, per language with an English fallback that says so; full-text search;
 * and "was this helpful?" votes. Content is public: answers may be cached briefly, except the vote.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FaqArticleParams } from '../../../engine/generated/api/faq-article-params';
import type { FaqArticleResponse } from '../../../engine/generated/api/faq-article-response';
import type { FaqArticlesResponse } from '../../../engine/generated/api/faq-articles-response';
import type { FaqCategoriesResponse } from '../../../engine/generated/api/faq-categories-response';
import type { FaqCategoryParams } from '../../../engine/generated/api/faq-category-params';
import type { FaqFeedbackBody } from '../../../engine/generated/api/faq-feedback-body';
import type { FaqFeedbackResponse } from '../../../engine/generated/api/faq-feedback-response';
import type { FaqQuery } from '../../../engine/generated/api/faq-query';
import type { FaqSearchQuery } from '../../../engine/generated/api/faq-search-query';
import type { FaqSearchResponse } from '../../../engine/generated/api/faq-search-response';
import type { FaqSlugParams } from '../../../engine/generated/api/faq-slug-params';
import { recordFaqFeedback, type FaqVoter } from '../../faq/faq-feedback';
import { searchFaq } from '../../faq/faq-search';
import { faqArticleById, faqArticleBySlug, faqCategoryArticles, listFaqCategories } from '../../faq/faq-service';
import { CLIENT_RATE_LIMITED, errors, INVALID_INPUT } from '../route-schema';
import { NOT_MODIFIED, PUBLIC_ROUTE } from '../../plugins/public-cache';

const TAGS = ['faq'];
const QUERY = { $ref: '/api/faq-query#' };
const ARTICLE = { 200: { $ref: '/api/faq-article-response#' }, ...errors({ 400: INVALID_INPUT, 404: 'FAQ_ARTICLE_NOT_FOUND: no article with this id or slug.' }) };
/** The anonymous voter's cookie: a random id, nothing else; a year, like the other preference cookies. */
const VOTER_COOKIE = 'faq_voter';
const VOTER_MAX_AGE = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export default async function faqRoutes(app: FastifyInstance) {
  const { faqVotes, faqNewVoters } = app.limits.limits;
  const votesLimit = `${faqVotes.max} votes per client in ${faqVotes.windowMs / 60_000} minutes; ${faqNewVoters.max} from one address without the voter cookie.`;
  app.get<{ Querystring: FaqQuery; Reply: FaqCategoriesResponse }>(
    '/faqs/categories',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: "The help centre's categories in one language, those for the visitor's FAQ state (tag) first",
        tags: TAGS,
        querystring: QUERY,
        response: { 200: { $ref: '/api/faq-categories-response#' }, ...NOT_MODIFIED, ...errors({ 400: INVALID_INPUT }) },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => listFaqCategories(app.deps, request.query) }),
  );

  app.get<{ Params: FaqCategoryParams; Querystring: FaqQuery; Reply: FaqArticlesResponse }>(
    '/faqs/categories/:id/articles',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: "The articles of a help-centre category (in the language asked for when it has one), those for the visitor's FAQ state first",
        tags: TAGS,
        params: { $ref: '/api/faq-category-params#' },
        querystring: QUERY,
        response: { 200: { $ref: '/api/faq-articles-response#' }, ...NOT_MODIFIED, ...errors({ 400: INVALID_INPUT, 404: 'FAQ_CATEGORY_NOT_FOUND: no category with this id.' }) },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => faqCategoryArticles(app.deps, Number(request.params.id), request.query) }),
  );

  app.get<{ Querystring: FaqSearchQuery; Reply: FaqSearchResponse }>(
    '/faqs/search',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'Full-text search of the articles of one language, matched words marked',
        tags: TAGS,
        querystring: { $ref: '/api/faq-search-query#' },
        response: { 200: { $ref: '/api/faq-search-response#' }, ...NOT_MODIFIED, ...errors({ 400: INVALID_INPUT }) },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => searchFaq(app.deps, request.query) }),
  );

  app.get<{ Params: FaqSlugParams; Querystring: FaqQuery; Reply: FaqArticleResponse }>(
    '/faqs/articles/by-slug/:slug',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'A help-centre article by its address (a slug of any language), in the language asked for, else English',
        tags: TAGS,
        params: { $ref: '/api/faq-slug-params#' },
        querystring: QUERY,
        response: { ...ARTICLE, ...NOT_MODIFIED },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => faqArticleBySlug(app.deps, request.params.slug, request.query.lang) }),
  );

  app.get<{ Params: FaqArticleParams; Querystring: FaqQuery; Reply: FaqArticleResponse }>(
    '/faqs/articles/:id',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'A help-centre article by id, in the language asked for, else English',
        tags: TAGS,
        params: { $ref: '/api/faq-article-params#' },
        querystring: QUERY,
        response: { ...ARTICLE, ...NOT_MODIFIED },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => faqArticleById(app.deps, Number(request.params.id), request.query.lang) }),
  );

  app.post<{ Params: FaqArticleParams; Body: FaqFeedbackBody; Reply: FaqFeedbackResponse }>(
    '/faqs/articles/:id/feedback',
    {
      schema: {
        summary: '"Was this helpful?": one vote per article and person (or browser); voting again replaces it',
        tags: TAGS,
        params: { $ref: '/api/faq-article-params#' },
        body: { $ref: '/api/faq-feedback-body#' },
        response: {
          200: { $ref: '/api/faq-feedback-response#' },
          ...errors({ 400: INVALID_INPUT, 404: 'FAQ_ARTICLE_NOT_FOUND: no article with this id.', 429: `${CLIENT_RATE_LIMITED} ${votesLimit}` }),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const known = request.cookies[VOTER_COOKIE];
      const knownVoter = known && UUID.test(known) ? known : null;
      // Counted before anything is stored: a vote without the cookie is a new voter, a new row.
      await app.limits.admitFaqVote(request, reply, !request.workerId && !knownVoter);
      let voter: FaqVoter;
      if (request.workerId) voter = { kind: 'person', workerId: request.workerId };
      else {
        const id = knownVoter ?? randomUUID();
        voter = { kind: 'browser', id };
        if (id !== known) {
          void reply.setCookie(VOTER_COOKIE, id, { path: '/api/faqs', maxAge: VOTER_MAX_AGE, httpOnly: true, sameSite: 'lax', secure: app.auth.secureCookie(request) });
        }
      }
      return recordFaqFeedback(app.deps, Number(request.params.id), voter, request.body.helpful);
    },
  );
}
