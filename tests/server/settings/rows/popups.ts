/**
 * The bookings list's popups (W§2, W§4; engine/rules/portal-popups.ts) on the demo workers:
 * London's insurance expires in 10 days, Paris's base location is 3 weeks old, Vienna sees none.
 */
import type { PopupsResponse } from '../../../../engine/generated/api/popups-response';
import { row, type Persona, type ProbeContext } from '../server-row';
import { setSetting } from '../switched-regions';

async function popupOf(ctx: ProbeContext, persona: Persona) {
  const res = await ctx.app.inject({ url: '/api/me/popups', headers: await ctx.as(persona) });
  if (res.statusCode !== 200) throw new Error(`GET /api/me/popups: ${res.statusCode} ${res.body}`);
  return (res.json() as PopupsResponse).popup;
}

const kindOf = async (ctx: ProbeContext, persona: Persona) => (await popupOf(ctx, persona))?.kind ?? null;

export const popupRows = [
  row({
    setting: 'insuranceExpiryWarningDays',
    says: 'insurance expiring in 10 days warns only within the warning period',
    scope: { city_id: 'UK-LONDON' },
    to: 7,
    probe: (ctx) => kindOf(ctx, 'worker.london'),
    real: 'insurance',
    switched: 'newServices',
  }),
  row({
    setting: 'locationUpdateOverdueDays',
    says: 'a base location 3 weeks old is overdue only past the period',
    scope: { city_id: 'FR-PARIS' },
    to: 30,
    probe: (ctx) => kindOf(ctx, 'worker.paris'),
    real: 'location',
    switched: 'newServices',
  }),
  row({
    setting: 'newServicesPopupEnabled',
    says: 'the new-services popup shows where it is on',
    scope: { city_id: 'AT-VIENNA' },
    to: true,
    probe: (ctx) => kindOf(ctx, 'worker.vienna'),
    real: null,
    switched: 'newServices',
  }),
  row({
    setting: 'newServicesPopupFaqArticleSlug',
    says: 'the new-services popup links the article named, or none',
    scope: { city_id: 'FR-PARIS' },
    to: null,
    // Paris's overdue location popup would come first.
    given: [setSetting({ city_id: 'FR-PARIS' }, 'locationUpdateOverdueDays', 30)],
    probe: async (ctx) => {
      const popup = await popupOf(ctx, 'worker.paris');
      return popup?.kind === 'newServices' ? popup.faqArticleSlug : popup?.kind;
    },
    real: 'incident-donnees-personnelles',
    switched: null,
  }),
  row({
    setting: 'peakHoursRemovalPopupEnabled',
    says: 'the peak-hours-removal popup shows where it is on',
    scope: { city_id: 'AT-VIENNA' },
    to: true,
    probe: (ctx) => kindOf(ctx, 'worker.vienna'),
    real: null,
    switched: 'peakHours',
  }),
];
