// The help centre (R§2, R§3): every category and article of content/faq/<language>.json, with the ids the region
// files name (R§9: promote category 36 UK, 37 FR; UK sign-up category 5). Reference data rather than demo data:
// an edited file is written again under a new module name (bump CONTENT_VERSION); rows are matched by category id
// and by (language, slug), so a re-run updates them in place and feedback stays attached.
import { sql } from 'drizzle-orm';
import { loadFaqContent } from '../../faq/faq-content';
import { faqArticles, faqCategories } from '../../platform/db/schema';
import type { SeedModule } from '../types';

const CONTENT_VERSION = 1;

export const faqContentSeed: SeedModule = {
  name: `faq-content-v${CONTENT_VERSION}`,
  async run(db) {
    const files = await loadFaqContent();
    // One statement per table (PGlite is single-threaded: 130 round trips slow every start and test).
    const categories = files.flatMap((file) =>
      file.categories.map((category, position) => ({ id: category.id, language: file.language, name: category.name, tags: category.tags, topic: category.topic, position })),
    );
    await db
      .insert(faqCategories)
      .values(categories)
      .onConflictDoUpdate({
        target: faqCategories.id,
        set: { language: sql`excluded.language`, name: sql`excluded.name`, tags: sql`excluded.tags`, topic: sql`excluded.topic`, position: sql`excluded.position` },
      });
    const articles = files.flatMap((file) =>
      file.categories.flatMap((category) =>
        category.articles.map((article, position) => ({
          categoryId: category.id,
          language: file.language,
          slug: article.slug,
          title: article.title,
          content: article.body,
          tags: article.tags ?? category.tags,
          topic: article.topic,
          position,
        })),
      ),
    );
    await db
      .insert(faqArticles)
      .values(articles)
      .onConflictDoUpdate({
        target: [faqArticles.language, faqArticles.slug],
        set: {
          categoryId: sql`excluded.category_id`,
          title: sql`excluded.title`,
          content: sql`excluded.content`,
          tags: sql`excluded.tags`,
          topic: sql`excluded.topic`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
      });
    // The ids above were given explicitly: move the identity on so categories added later do not collide.
    await db.execute(sql`select setval(pg_get_serial_sequence('faq_categories', 'id'), (select max(id) from faq_categories))`);
  },
};
