/** The help centre's categories and articles (R§2); for now the article list of one category (the promote page's FAQ panel). */
import type { FastifyInstance } from 'fastify';
import type { FaqArticlesResponse } from '../../../engine/generated/api/faq-articles-response';
import type { FaqCategoryParams } from '../../../engine/generated/api/faq-category-params';
import { faqCategoryArticles } from '../../faq/faq-service';
import { errors, INVALID_INPUT } from '../route-schema';

export default async function faqRoutes(app: FastifyInstance) {
  app.get<{ Params: FaqCategoryParams; Reply: FaqArticlesResponse }>(
    '/faq/categories/:id/articles',
    {
      schema: {
        summary: 'The articles of a help-centre category, in order',
        tags: ['faq'],
        params: { $ref: '/api/faq-category-params#' },
        response: { 200: { $ref: '/api/faq-articles-response#' }, ...errors({ 400: INVALID_INPUT, 404: 'FAQ_CATEGORY_NOT_FOUND: no category with this id.' }) },
      },
    },
    async (request) => faqCategoryArticles(app.deps, Number(request.params.id)),
  );
}
