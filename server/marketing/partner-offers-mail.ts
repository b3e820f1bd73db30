/**
 * The partner-offers newsletter (a marketing mail, server/platform/mail/templates.ts): news of the perks
 * page for a worker. The mailer sends it only when the address's latest choice is to receive
 * marketing, so an unsubscribed address is skipped here like everywhere. Both links are built on
 * the public origin (PUBLIC_URL), the unsubscribe page in the worker's language with the address
 * filled in.
 */
import { pagePath } from '../../engine/pages';
import { localizePath } from '../../engine/rules/language';
import { workerLanguage } from '../platform/workers/worker-language';
import type { WorkerRow } from '../platform/auth/session-service';
import type { ServerDeps } from '../platform/deps';
import { composeMail, type MailOutcome } from '../platform/mail/mailer';

export function unsubscribeLink(publicUrl: string, language: Parameters<typeof localizePath>[1], email: string): string {
  return `${publicUrl}${localizePath(pagePath('unsubscribe'), language)}?email=${encodeURIComponent(email)}`;
}

export async function sendPartnerOffersMail(
  deps: Pick<ServerDeps, 'regions' | 'mailer' | 'publicUrl'>,
  worker: WorkerRow,
): Promise<MailOutcome> {
  const language = workerLanguage(deps.regions, worker);
  return deps.mailer.send(
    composeMail('partner-offers', language, {
      to: worker.email,
      link: `${deps.publicUrl}${pagePath('perks')}`,
      name: worker.firstName ?? worker.name,
      workerId: worker.id,
      unsubscribeLink: unsubscribeLink(deps.publicUrl, language, worker.email),
    }),
  );
}
