/**
 * Help-centre categories and articles (R§2). For now only what the promote page's side panel
 * needs: one category's article titles (GET /api/faq/categories/{id}/articles); the help-centre
 * issue adds the rest on the same tables.
 */
import { asc, eq } from 'drizzle-orm';
import type { FaqArticlesResponse } from '../../engine/generated/api/faq-articles-response';
import { isLanguageId } from '../../engine/rules/language';
import { faqArticles, faqCategories } from '../db/schema';
import type { ServerDeps } from '../deps';
import { HttpError } from '../errors';

export async function faqCategoryArticles(deps: Pick<ServerDeps, 'db'>, categoryId: number): Promise<FaqArticlesResponse> {
  const [category] = await deps.db
    .select({ id: faqCategories.id, name: faqCategories.name, language: faqCategories.language })
    .from(faqCategories)
    .where(eq(faqCategories.id, categoryId))
    .limit(1);
  if (!category || !isLanguageId(category.language)) throw new HttpError(404, 'FAQ_CATEGORY_NOT_FOUND', 'There is no help-centre category with this id.');
  const articles = await deps.db
    .select({ id: faqArticles.id, slug: faqArticles.slug, title: faqArticles.title })
    .from(faqArticles)
    .where(eq(faqArticles.categoryId, categoryId))
    .orderBy(asc(faqArticles.position), asc(faqArticles.id));
  return { category: { id: category.id, name: category.name, language: category.language }, articles };
}
