/**
 * The help centre (R§2, R§3, R§7 "FAQ calls"), for anyone: categories, a category's articles, an
 * article by id or by slug, per language with an English fallback that says so; full-text search;
 * and "was this helpful?" votes. Content is public: answers may be cached briefly, except the vote.
 */
import { randomUUID } from 'node:crypto';
import { FAQ_ENDPOINTS } from '../../engine/api/endpoints/faq';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { recordFaqFeedback, type FaqVoter } from './faq-feedback';
import { searchFaq } from './faq-search';
import { faqArticleById, faqArticleBySlug, faqCategoryArticles, listFaqCategories } from './faq-service';
import { CLIENT_RATE_LIMITED, INVALID_INPUT } from '../platform/api/route-schema';
import { PUBLIC_ROUTE } from '../platform/plugins/public-cache';

const ARTICLE_ERRORS = { 400: INVALID_INPUT, 404: 'FAQ_ARTICLE_NOT_FOUND: no article with this id or slug.' };
/** The anonymous voter's cookie: a random id, nothing else; a year, like the other preference cookies. */
const VOTER_COOKIE = 'faq_voter';
const VOTER_MAX_AGE = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export default featureRoutes(FAQ_ENDPOINTS, ['faq'], (app) => {
  const { faqVotes, faqNewVoters } = app.limits.limits;
  const votesLimit = `${faqVotes.max} votes per client in ${faqVotes.windowMs / 60_000} minutes; ${faqNewVoters.max} from one address without the voter cookie.`;
  return {
    getFaqCategories: {
      summary: "The help centre's categories in one language, those for the visitor's FAQ state (tag) first",
      errors: { 400: INVALID_INPUT },
      options: PUBLIC_ROUTE,
      handler: async (request, reply) => app.publicCache.send(request, reply, { compute: () => listFaqCategories(app.deps, request.query) }),
    },
    getFaqCategoryArticles: {
      summary: "The articles of a help-centre category (in the language asked for when it has one), those for the visitor's FAQ state first",
      errors: { 400: INVALID_INPUT, 404: 'FAQ_CATEGORY_NOT_FOUND: no category with this id.' },
      options: PUBLIC_ROUTE,
      handler: async (request, reply) =>
        app.publicCache.send(request, reply, { compute: () => faqCategoryArticles(app.deps, request.params.id, request.query) }),
    },
    searchFaqArticles: {
      summary: 'Full-text search of the articles of one language, matched words marked',
      errors: { 400: INVALID_INPUT },
      options: PUBLIC_ROUTE,
      handler: async (request, reply) => app.publicCache.send(request, reply, { compute: () => searchFaq(app.deps, request.query) }),
    },
    getFaqArticleBySlug: {
      summary: 'A help-centre article by its address (a slug of any language), in the language asked for, else English',
      errors: ARTICLE_ERRORS,
      options: PUBLIC_ROUTE,
      handler: async (request, reply) =>
        app.publicCache.send(request, reply, { compute: () => faqArticleBySlug(app.deps, request.params.slug, request.query.lang) }),
    },
    getFaqArticle: {
      summary: 'A help-centre article by id, in the language asked for, else English',
      errors: ARTICLE_ERRORS,
      options: PUBLIC_ROUTE,
      handler: async (request, reply) =>
        app.publicCache.send(request, reply, { compute: () => faqArticleById(app.deps, request.params.id, request.query.lang) }),
    },
    sendFaqFeedback: {
      summary: '"Was this helpful?": one vote per article and person (or browser); voting again replaces it',
      errors: { 400: INVALID_INPUT, 404: 'FAQ_ARTICLE_NOT_FOUND: no article with this id.', 429: `${CLIENT_RATE_LIMITED} ${votesLimit}` },
      handler: async (request, reply) => {
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
        return recordFaqFeedback(app.deps, request.params.id, voter, request.body.helpful);
      },
    },
  };
});
