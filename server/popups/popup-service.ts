/**
 * The popups of the bookings list (W§2, W§4): the facts the engine rule needs (today in the
 * worker's city, insurance expiry, last location update, the region's switches, the worker's
 * dismissals), the popup it chooses, and its dismissal.
 */
import { eq } from 'drizzle-orm';
import type { PopupsResponse, PortalPopup } from '../../engine/generated/api/popups-response';
import { cityTimeZone } from '../../engine/regions/city-time-zone';
import { calendarDay } from '../../engine/time/zoned-time';
import { applicablePopups, popupToShow, type PopupFacts } from '../../engine/rules/portal-popups';
import { workerRegion } from '../platform/workers/worker-region';
import type { SessionWorker } from '../platform/auth/session-service';
import { popupDismissals, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';

type Deps = Pick<ServerDeps, 'db' | 'regions' | 'clock'>;

/** insurance_expires_at keeps the expiry day at 00:00 UTC (see documents/insurance-expiry.ts): its UTC date is the day. */
const dayOf = (instant: Date | null) => (instant ? instant.toISOString().slice(0, 10) : null);

async function popupFacts(deps: Deps, worker: SessionWorker): Promise<PopupFacts> {
  const region = workerRegion(deps.regions, worker);
  const timeZone = cityTimeZone(region);
  const [row] = await deps.db
    .select({ insuranceExpiresAt: workers.insuranceExpiresAt, lastLocationUpdate: workers.lastLocationUpdate })
    .from(workers)
    .where(eq(workers.id, worker.id));
  const dismissals = await deps.db
    .select({ key: popupDismissals.popupKey, at: popupDismissals.dismissedAt })
    .from(popupDismissals)
    .where(eq(popupDismissals.workerId, worker.id));
  const kv = region.keyValues;
  return {
    today: calendarDay(deps.clock(), timeZone),
    insuranceExpiresOn: dayOf(row?.insuranceExpiresAt ?? null),
    lastLocationUpdate: row?.lastLocationUpdate ? calendarDay(row.lastLocationUpdate, timeZone) : null,
    settings: {
      newServicesPopupEnabled: kv.newServicesPopupEnabled,
      newServicesPopupFaqArticleSlug: kv.newServicesPopupFaqArticleSlug ?? null,
      peakHoursRemovalPopupEnabled: kv.peakHoursRemovalPopupEnabled,
      insuranceExpiryWarningDays: kv.insuranceExpiryWarningDays,
      locationUpdateOverdueDays: kv.locationUpdateOverdueDays,
    },
    dismissals: dismissals.map((d) => ({ key: d.key, on: calendarDay(d.at, timeZone) })),
    locationUpdatable: worker.active,
  };
}

export async function currentPopup(deps: Deps, worker: SessionWorker): Promise<PopupsResponse> {
  const popup = popupToShow(await popupFacts(deps, worker));
  if (!popup) return { popup: null };
  switch (popup.kind) {
    case 'insurance':
      return { popup: { kind: 'insurance', key: popup.key, expiresOn: popup.expiresOn, daysLeft: popup.daysLeft, expired: popup.expired } };
    case 'location': {
      const address = { address1: worker.residentialAddress1, postcode: worker.residentialPostcode, city: worker.residentialCity };
      return { popup: { kind: 'location', key: popup.key, lastLocationUpdate: popup.lastLocationUpdate, address } satisfies PortalPopup };
    }
    case 'newServices':
      return { popup: { kind: 'newServices', key: popup.key, faqArticleSlug: popup.faqArticleSlug } };
    case 'peakHours':
      return { popup: { kind: 'peakHours', key: popup.key } };
  }
}

/**
 * Records the dismissal of a popup that applies to the worker now (dismissed or not): any other
 * key is 404 POPUP_NOT_FOUND, so no made-up key is stored. Dismissing again is harmless; it
 * moves the dismissal time, which only the location popup reads (its reminder restarts).
 */
export async function dismissPopup(deps: Deps, worker: SessionWorker, key: string): Promise<void> {
  const facts = await popupFacts(deps, worker);
  if (!applicablePopups(facts).some((popup) => popup.key === key)) {
    throw new HttpError(404, 'POPUP_NOT_FOUND', 'There is no such popup to dismiss.');
  }
  const dismissedAt = deps.clock();
  await deps.db
    .insert(popupDismissals)
    .values({ workerId: worker.id, popupKey: key, dismissedAt })
    .onConflictDoUpdate({ target: [popupDismissals.workerId, popupDismissals.popupKey], set: { dismissedAt } });
}

