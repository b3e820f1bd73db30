/**
 * The help centre's content files (content/faq/<language>.json, described by content/faq.schema.json):
 * read, checked against the schema and against each other (ids unique across languages, slugs
 * unique within one). The seed writes them into faq_categories and faq_articles.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../../engine/regions/types';
import type { FaqState } from '../../engine/rules/faq-state';
import { LANGUAGE_IDS } from '../../engine/rules/language';
import { createAjv } from '../../engine/validation/create-ajv';

export const DEFAULT_FAQ_DIR = fileURLToPath(new URL('../../content/faq/', import.meta.url));
const SCHEMA_FILE = fileURLToPath(new URL('../../content/faq.schema.json', import.meta.url));

export interface FaqContentArticle {
  topic: string;
  slug: string;
  title: string;
  tags?: FaqState[];
  body: string;
}

export interface FaqContentCategory {
  id: number;
  topic: string;
  name: string;
  tags: FaqState[];
  articles: FaqContentArticle[];
}

export interface FaqContentFile {
  language: LanguageId;
  categories: FaqContentCategory[];
}

/** Every language's file, checked; throws with every problem listed (content is part of the release). */
export async function loadFaqContent(dir: string = DEFAULT_FAQ_DIR): Promise<FaqContentFile[]> {
  const validate = createAjv().compile(JSON.parse(await readFile(SCHEMA_FILE, 'utf8')) as object);
  const problems: string[] = [];
  const files: FaqContentFile[] = [];
  const categoryIds = new Map<number, string>();
  for (const language of LANGUAGE_IDS) {
    const name = `${language}.json`;
    const data: unknown = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    if (!validate(data)) {
      problems.push(...(validate.errors ?? []).map((e) => `${name}${e.instancePath}: ${e.message ?? 'invalid'}`));
      continue;
    }
    const file = data as FaqContentFile;
    if (file.language !== language) problems.push(`${name}: language is ${file.language}`);
    const slugs = new Set<string>();
    const topics = new Set<string>();
    for (const category of file.categories) {
      const other = categoryIds.get(category.id);
      if (other) problems.push(`${name}: category id ${category.id} is already used in ${other}`);
      categoryIds.set(category.id, name);
      for (const article of category.articles) {
        if (slugs.has(article.slug)) problems.push(`${name}: slug ${article.slug} is used twice`);
        if (topics.has(article.topic)) problems.push(`${name}: topic ${article.topic} is used twice`);
        slugs.add(article.slug);
        topics.add(article.topic);
      }
    }
    files.push(file);
  }
  if (problems.length) throw new Error(`invalid help-centre content:\n${problems.join('\n')}`);
  return files;
}
