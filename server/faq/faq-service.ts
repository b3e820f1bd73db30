/**
 * The help centre (R§2, R§3, R§7): categories and articles per language, the visitor's FAQ state
 * (R§4, engine/rules/faq-state.ts) first. Categories and articles are rows of one language; the
 * same one in another language shares its `topic`. What is not written in the language asked for
 * is served in English with `fallback: true`, which the page shows as a notice.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FaqArticleResponse } from '../../engine/generated/api/faq-article-response';
import type { FaqArticlesResponse } from '../../engine/generated/api/faq-articles-response';
import type { FaqCategoriesResponse } from '../../engine/generated/api/faq-categories-response';
import type { LanguageId } from '../../engine/regions/types';
import type { FaqState } from '../../engine/rules/faq-state';
import { isLanguageId } from '../../engine/rules/language';
import { faqArticles, faqCategories } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';

type Deps = Pick<ServerDeps, 'db'>;

export const FALLBACK_LANGUAGE: LanguageId = 'en_GB';

const categoryNotFound = () => new HttpError(404, 'FAQ_CATEGORY_NOT_FOUND', 'There is no help-centre category with this id.');
const articleNotFound = () => new HttpError(404, 'FAQ_ARTICLE_NOT_FOUND', 'There is no help-centre article at this address.');

/** Stable sort: the rows meant for the FAQ state first, otherwise in their written order. */
function forTagFirst<T extends { tags: string[] }>(rows: T[], tag: FaqState | undefined): (T & { forTag: boolean })[] {
  const marked = rows.map((row) => ({ ...row, forTag: tag !== undefined && row.tags.includes(tag) }));
  return [...marked.filter((r) => r.forTag), ...marked.filter((r) => !r.forTag)];
}

const languageOf = (value: string): LanguageId => (isLanguageId(value) ? value : FALLBACK_LANGUAGE);

export async function listFaqCategories(deps: Deps, query: { lang?: LanguageId; tag?: FaqState }): Promise<FaqCategoriesResponse> {
  const wanted = query.lang ?? FALLBACK_LANGUAGE;
  const read = (language: LanguageId) =>
    deps.db
      .select({ id: faqCategories.id, name: faqCategories.name, topic: faqCategories.topic, tags: faqCategories.tags, articleCount: count(faqArticles.id) })
      .from(faqCategories)
      .leftJoin(faqArticles, eq(faqArticles.categoryId, faqCategories.id))
      .where(eq(faqCategories.language, language))
      .groupBy(faqCategories.id)
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  let rows = await read(wanted);
  const fallback = rows.length === 0 && wanted !== FALLBACK_LANGUAGE;
  if (fallback) rows = await read(FALLBACK_LANGUAGE);
  return {
    language: fallback ? FALLBACK_LANGUAGE : wanted,
    fallback,
    tag: query.tag ?? null,
    categories: forTagFirst(rows, query.tag).map(({ id, name, topic, articleCount, forTag }) => ({ id, name, topic, articleCount: Number(articleCount), forTag })),
  };
}

/**
 * One category's articles. With `lang`, the category of the same topic in that language (a page
 * switched to French finds "Candidature" from "Applying"), else English, else the one asked for.
 */
export async function faqCategoryArticles(deps: Deps, categoryId: number, query: { lang?: LanguageId; tag?: FaqState } = {}): Promise<FaqArticlesResponse> {
  const [asked] = await deps.db.select().from(faqCategories).where(eq(faqCategories.id, categoryId)).limit(1);
  if (!asked) throw categoryNotFound();
  let category = asked;
  if (query.lang && asked.language !== query.lang && asked.topic) {
    const siblings = await deps.db
      .select()
      .from(faqCategories)
      .where(and(eq(faqCategories.topic, asked.topic), inArray(faqCategories.language, [query.lang, FALLBACK_LANGUAGE])));
    category = siblings.find((c) => c.language === query.lang) ?? siblings.find((c) => c.language === FALLBACK_LANGUAGE) ?? asked;
  }
  const articles = await deps.db
    .select({ id: faqArticles.id, slug: faqArticles.slug, title: faqArticles.title, tags: faqArticles.tags })
    .from(faqArticles)
    .where(eq(faqArticles.categoryId, category.id))
    .orderBy(asc(faqArticles.position), asc(faqArticles.id));
  return {
    category: { id: category.id, name: category.name, language: languageOf(category.language) },
    fallback: query.lang !== undefined && category.language !== query.lang,
    tag: query.tag ?? null,
    articles: forTagFirst(articles, query.tag).map(({ id, slug, title, forTag }) => ({ id, slug, title, forTag })),
  };
}

type ArticleRow = typeof faqArticles.$inferSelect;

/** The article in the language wanted: itself, its translation, else the English one (fallback), else itself. */
async function inLanguage(deps: Deps, found: ArticleRow, lang: LanguageId | undefined): Promise<FaqArticleResponse> {
  const siblings = found.topic
    ? await deps.db
        .select({ id: faqArticles.id, language: faqArticles.language, slug: faqArticles.slug })
        .from(faqArticles)
        .where(eq(faqArticles.topic, found.topic))
    : [{ id: found.id, language: found.language, slug: found.slug }];
  const wanted = lang ?? found.language;
  const pick = siblings.find((s) => s.language === wanted) ?? siblings.find((s) => s.language === FALLBACK_LANGUAGE) ?? found;
  const [article] = await deps.db
    .select({ row: faqArticles, categoryName: faqCategories.name })
    .from(faqArticles)
    .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
    .where(eq(faqArticles.id, pick.id))
    .limit(1);
  if (!article) throw articleNotFound();
  const { row } = article;
  return {
    article: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      content: row.content,
      language: languageOf(row.language),
      category: { id: row.categoryId, name: article.categoryName },
      updatedAt: row.updatedAt.toISOString(),
    },
    fallback: row.language !== wanted,
    translations: siblings
      .filter((s) => s.id !== row.id && isLanguageId(s.language))
      .map((s) => ({ language: languageOf(s.language), slug: s.slug }))
      .sort((a, b) => a.language.localeCompare(b.language)),
  };
}

export async function faqArticleById(deps: Deps, id: number, lang?: LanguageId): Promise<FaqArticleResponse> {
  const [found] = await deps.db.select().from(faqArticles).where(eq(faqArticles.id, id)).limit(1);
  if (!found) throw articleNotFound();
  return inLanguage(deps, found, lang);
}

/** A slug is unique in its language; the same slug in several languages: the wanted one, then English, then any. */
export async function faqArticleBySlug(deps: Deps, slug: string, lang?: LanguageId): Promise<FaqArticleResponse> {
  const rows = await deps.db.select().from(faqArticles).where(eq(faqArticles.slug, slug)).orderBy(asc(faqArticles.id));
  const found = rows.find((r) => r.language === lang) ?? rows.find((r) => r.language === FALLBACK_LANGUAGE) ?? rows[0];
  if (!found) throw articleNotFound();
  return inLanguage(deps, found, lang);
}
