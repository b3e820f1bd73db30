/**
 * Issue 24: worker-area settings of a region change what the API answers. Two apps on the demo
 * data: one with the region files as they are, one with the UK's settings switched as ops would
 * (date formats, heat-map colours, referral defaults). The same worker asks both.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import type { DiaryDemandResponse } from '../../../engine/generated/api/diary-demand-response';
import type { ReferralsResponse } from '../../../engine/generated/api/referrals-response';
import type { StatementsResponse } from '../../../engine/generated/api/statements-response';
import { workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { editedRegions } from '../../fixtures/edited-regions';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import { readPdf } from '../pdf-text';

const SWITCHED = {
  dateFormatDayDateMonth: 'D MMMM',
  dateFormatTime: 'HH[h]mm',
  dateFormatDate: 'YYYY-MM-DD',
  heatMapDemandColours: { high: '#111111', medium: '#222222', low: '#333333' },
  referralExampleAmount: 75,
  referralDefaultNumberOfBookings: 5,
};

let as: TestApp;
let switched: TestApp;
let regions: { dir: string; remove(): void };

beforeAll(async () => {
  regions = editedRegions({
    'UK.json': (data) => Object.assign(data.keyValues as Record<string, unknown>, SWITCHED),
  });
  [as, switched] = await Promise.all([createAccountsApp({ seeded: true }), createAccountsApp({ seeded: true, regionsDir: regions.dir })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([as?.close(), switched?.close()]);
  regions?.remove();
});

async function get<T>(t: TestApp, url: string): Promise<T> {
  const { token } = await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD);
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (res.headers['content-type']?.startsWith('application/json') ? res.json() : res.rawPayload) as T;
}

describe('the date formats', () => {
  it('GET /api/bookings names the region\'s formats, for the copy the app keeps offline', async () => {
    expect((await get<BookingsResponse>(as, '/api/bookings')).dateFormats).toEqual({ dayDateMonth: 'dddd D MMMM', time: 'HH:mm', date: 'DD/MM/YYYY' });
    expect((await get<BookingsResponse>(switched, '/api/bookings')).dateFormats).toEqual({ dayDateMonth: 'D MMMM', time: 'HH[h]mm', date: 'YYYY-MM-DD' });
  });

  it('the statement PDF writes its dates in dateFormatDate', async () => {
    const pdfText = async (t: TestApp) => {
      const { statements } = await get<StatementsResponse>(t, '/api/hero/statements');
      const statement = statements.find((s) => s.url)!;
      return (await readPdf(await get<Buffer>(t, statement.url!))).text;
    };
    const usual = await pdfText(as);
    const other = await pdfText(switched);
    expect(usual).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(usual).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(other).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(other).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('the agreement PDF writes the signing time in dateFormatDate and dateFormatTime', async () => {
    expect((await readPdf(await get<Buffer>(as, '/api/agreement/pdf'))).text).toContain('12/01/2026 19:42 (Europe/London)');
    expect((await readPdf(await get<Buffer>(switched, '/api/agreement/pdf'))).text).toContain('2026-01-12 19h42 (Europe/London)');
  });
});

describe('heatMapDemandColours', () => {
  it('GET /api/diary/demand answers the heat map\'s colours beside the calendar\'s and the areas\'', async () => {
    const usual = await get<DiaryDemandResponse>(as, '/api/diary/demand?from=2026-12-07');
    expect(usual.heatMapColours).toEqual({ high: '#FF1F00', medium: '#F26550', low: '#F4CB0B' });
    const other = await get<DiaryDemandResponse>(switched, '/api/diary/demand?from=2026-12-07');
    expect(other.heatMapColours).toEqual(SWITCHED.heatMapDemandColours);
    expect(other.areaColours).toEqual(usual.areaColours);
  });
});

describe('referralExampleAmount and referralDefaultNumberOfBookings', () => {
  it('GET /api/me/referrals states the city\'s terms, and the region\'s for a worker without a city', async () => {
    expect((await get<ReferralsResponse>(as, '/api/me/referrals')).terms).toEqual({ kickback: 50, payoutNumberOfBookings: 3 });
    // London's own terms (its city entity) win over the UK's switched defaults.
    expect((await get<ReferralsResponse>(switched, '/api/me/referrals')).terms).toEqual({ kickback: 50, payoutNumberOfBookings: 3 });
    await switched.database.db.update(workers).set({ cityId: null }).where(eq(workers.id, DEMO_WORKER_IDS.workerLondon));
    expect((await get<ReferralsResponse>(switched, '/api/me/referrals')).terms).toEqual({ kickback: 75, payoutNumberOfBookings: 5 });
  });
});
