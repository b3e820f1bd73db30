/**
 * "Was this helpful?" on a help-centre article (R§2), stored in faq_feedback: one vote per article
 * and voter, a second vote replaces the first. The voter is the logged-in person, else the
 * browser's random `faq_voter` cookie (routes/faq): a visitor is counted once without being identified.
 */
import { eq, sql } from 'drizzle-orm';
import type { FaqFeedbackResponse } from '../../engine/generated/api/faq-feedback-response';
import { faqArticles, faqFeedback } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';

export type FaqVoter = { kind: 'person'; workerId: string } | { kind: 'browser'; id: string };

const voterKey = (voter: FaqVoter) => (voter.kind === 'person' ? `person:${voter.workerId}` : `browser:${voter.id}`);

export async function recordFaqFeedback(deps: Pick<ServerDeps, 'db'>, articleId: number, voter: FaqVoter, helpful: boolean): Promise<FaqFeedbackResponse> {
  const [article] = await deps.db.select({ id: faqArticles.id }).from(faqArticles).where(eq(faqArticles.id, articleId)).limit(1);
  if (!article) throw new HttpError(404, 'FAQ_ARTICLE_NOT_FOUND', 'There is no help-centre article at this address.');
  await deps.db
    .insert(faqFeedback)
    .values({ articleId, voter: voterKey(voter), helpful })
    .onConflictDoUpdate({ target: [faqFeedback.articleId, faqFeedback.voter], set: { helpful, updatedAt: sql`now()` } });
  return { articleId, helpful };
}
