// Referees of the demo workers (issue 11 "Demo data"): one at every referee stage of W§4 (declined, applied …
// complete) for the London, Paris and Vienna workers, and a few for the restricted worker (whose refer page is
// hidden: the data is there, the access rule keeps it away). The stage is read from the status by the engine's
// rule, as a status change would. Stable ids: inserting again changes nothing.
import { referrals } from '../../platform/db/schema';
import { refereeStageOf } from '../../../engine/rules/referee-stage';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;
const STATUSES = ['declined', 'submitted', 'in-review', 'invited', 'successful', 'active', 'bookings', 'complete'] as const;

const NAMES: Record<string, readonly string[]> = {
  [DEMO_WORKER_IDS.workerLondon]: ['Oliver', 'Sophie', 'Harry', 'Chloe', 'Jack', 'Emily', 'Thomas', 'Lucy'],
  [DEMO_WORKER_IDS.workerParis]: ['Louis', 'Manon', 'Hugo', 'Léa', 'Jules', 'Inès', 'Arthur', 'Zoé'],
  [DEMO_WORKER_IDS.workerVienna]: ['Felix', 'Anna', 'Maximilian', 'Lena', 'Tobias', 'Sophia', 'Jakob', 'Marie'],
  [DEMO_WORKER_IDS.workerRestricted]: ['Ruby', 'Leo'],
};

export const demoReferralsSeed: SeedModule = {
  name: 'demo-referrals',
  async run(db) {
    const now = Date.now();
    const rows = Object.entries(NAMES).flatMap(([referrerWorkerId, names]) =>
      names.map((name, index) => {
        const status = STATUSES[index % STATUSES.length];
        return {
          id: `demo-referral-${referrerWorkerId.replace(/^demo-/, '')}-${index + 1}`,
          referrerWorkerId,
          name,
          status,
          stage: refereeStageOf(status),
          // Further along, longer ago: a referee who completed their bookings signed up months back.
          createdAt: new Date(now - (5 + index * 17) * DAY),
        };
      }),
    );
    await db.insert(referrals).values(rows).onConflictDoNothing();
  },
};
