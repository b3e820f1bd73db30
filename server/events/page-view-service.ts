/** Page views the client batches after each route change (W§2 "Page views are tracked after each route change"). */
import type { PageViewBatch } from '../../engine/generated/api/page-view-batch';
import { pageViewEvents } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';

/** Stores the batch; views of a logged-in person carry their worker id. */
export async function recordPageViews(deps: Pick<ServerDeps, 'db'>, batch: PageViewBatch, workerId: string | null): Promise<void> {
  await deps.db.insert(pageViewEvents).values(
    batch.events.map((event) => ({
      path: event.path,
      occurredAt: new Date(event.occurredAt),
      referrer: event.referrer || null,
      sessionKey: event.sessionKey || null,
      workerId,
    })),
  );
}
