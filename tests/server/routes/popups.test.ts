/**
 * The bookings list's popups and the base location (W§2, W§4) on the seeded demo workers:
 * London's insurance expires in 10 days, Paris's location is 3 weeks old, Vienna has none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '../../../engine/time/zoned-time';
import { popupDismissals, workers } from '../../../server/platform/db/schema';
import { cookie, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

const PASSWORD = 'portal-demo-2026';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

let t: TestApp;
const headers = new Map<string, Record<string, string>>();
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  for (const name of ['london', 'paris', 'vienna', 'inactive']) {
    const email = `worker.${name}@demo.portal.test`;
    const body = await logInAs(t.app, email, PASSWORD);
    headers.set(name, cookie(body.token));
    ids.set(name, body.worker.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const as = (name: string) => headers.get(name)!;
async function popupOf(name: string) {
  const res = await t.app.inject({ url: '/api/me/popups', headers: as(name) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { popup: Record<string, unknown> | null }).popup;
}
const dismiss = (name: string, key: string) => t.app.inject({ method: 'POST', url: `/api/me/popups/${encodeURIComponent(key)}/dismiss`, headers: as(name) });
const putLocation = (name: string, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/me/location', headers: as(name), payload: payload as object });
async function workerRow(name: string) {
  const [row] = await t.app.db.select().from(workers).where(eq(workers.id, ids.get(name)!));
  return row;
}

function upload(name: string, type: string, fields: Record<string, string>) {
  const boundary = `----popups${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries({ type, ...fields }).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="insurance.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ];
  const payload = Buffer.concat([Buffer.from(parts.join('')), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: `/api/workers/${ids.get(name)}/documents`,
    headers: { ...as(name), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** The calendar day `daysAhead` from now in the worker's city, as the API answers it (near midnight UTC, Paris is a day ahead). */
const isoDay = (daysAhead: number, timeZone = 'UTC') => calendarDay(new Date(Date.now() + daysAhead * 86_400_000), timeZone);

describe('GET /api/me/popups', () => {
  it('shows London the insurance popup first (expires in 10 days)', async () => {
    const popup = await popupOf('london');
    expect(popup).toMatchObject({ kind: 'insurance', expired: false, daysLeft: 10, expiresOn: isoDay(10, 'Europe/London') });
    expect(popup!.key).toBe(`insurance:${isoDay(10, 'Europe/London')}:expiring`);
  });

  it('shows Paris the location popup with the address on file', async () => {
    expect(await popupOf('paris')).toMatchObject({
      kind: 'location',
      key: 'location',
      lastLocationUpdate: isoDay(-21, 'Europe/Paris'),
      address: { address1: '18 rue de la Roquette', postcode: '75011', city: 'Paris' },
    });
  });

  it('shows nothing to Vienna (fresh, and no new-services message in AT)', async () => {
    expect(await popupOf('vienna')).toBeNull();
  });

  it('never asks an inactive worker (who may not update it) for their location', async () => {
    await t.app.db.update(workers).set({ lastLocationUpdate: null }).where(eq(workers.id, ids.get('inactive')!));
    expect((await popupOf('inactive'))?.kind).toBe('newServices');
  });
});

describe('POST /api/me/popups/{key}/dismiss', () => {
  it('remembers a dismissal, harmlessly twice, and the next popup (UK new services) follows', async () => {
    const { key } = (await popupOf('london'))!;
    expect((await dismiss('london', key as string)).statusCode).toBe(204);
    expect((await dismiss('london', key as string)).statusCode).toBe(204);
    const rows = await t.app.db.select().from(popupDismissals).where(eq(popupDismissals.workerId, ids.get('london')!));
    expect(rows.map((r) => r.popupKey)).toEqual([key]);
    expect(await popupOf('london')).toEqual({ kind: 'newServices', key: 'new-services:personal-data-incident', faqArticleSlug: 'personal-data-incident' });
  });

  it('answers 404 for a popup that does not apply and 400 for a malformed key, storing nothing', async () => {
    const before = await t.app.db.select().from(popupDismissals);
    const unknown = await dismiss('vienna', 'peak-hours-removal');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('POPUP_NOT_FOUND');
    const malformed = await dismiss('vienna', 'Not A Key!');
    expect(malformed.statusCode).toBe(400);
    expect(await t.app.db.select().from(popupDismissals)).toHaveLength(before.length);
  });
});

describe('PUT /api/me/location', () => {
  it('refuses a bad address with field details and stores nothing', async () => {
    const before = await workerRow('paris');
    const empty = await putLocation('paris', { address1: ' ', postcode: '75011', city: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('VALIDATION_FAILED');
    expect(empty.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['/address1', '/city']);
    const long = await putLocation('paris', { address1: 'x', postcode: '7'.repeat(40), city: 'Paris' });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].path).toBe('/postcode');
    const missing = await putLocation('paris', { address1: 'x' });
    expect(missing.statusCode).toBe(400);
    expect((await putLocation('paris', {})).statusCode).toBe(400);
    const extra = await putLocation('paris', { address1: 'x', postcode: '75011', city: 'Paris', country: 'FR' });
    expect(extra.statusCode).toBe(400);
    const after = await workerRow('paris');
    expect(after.lastLocationUpdate).toEqual(before.lastLocationUpdate);
    expect(after.residentialAddress1).toBe(before.residentialAddress1);
    expect((await popupOf('paris'))?.kind).toBe('location');
  });

  it('a new address is stored and ends the popup', async () => {
    const res = await putLocation('paris', { address1: ' 5 rue Oberkampf ', postcode: '75011', city: 'Paris' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ address1: '5 rue Oberkampf', postcode: '75011', city: 'Paris' });
    const row = await workerRow('paris');
    expect(row.residentialAddress1).toBe('5 rue Oberkampf');
    expect(Date.now() - row.lastLocationUpdate!.getTime()).toBeLessThan(60_000);
    // The next popup of FR: the new-services message.
    expect((await popupOf('paris'))?.kind).toBe('newServices');
  });

  it('POST /api/me/location/confirm keeps the address on file', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/me/location/confirm', headers: as('vienna') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ address1: 'Mariahilfer Straße 88', postcode: '1070', city: 'Wien' });
  });

  it('is refused to an inactive worker', async () => {
    const res = await putLocation('inactive', { address1: '1 High Street', postcode: 'E1 6AN', city: 'London' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ACCOUNT_INACTIVE');
    const confirm = await t.app.inject({ method: 'POST', url: '/api/me/location/confirm', headers: as('inactive') });
    expect(confirm.json().error).toBe('ACCOUNT_INACTIVE');
  });
});

describe('insurance expiry (worker_documents.expires_on → workers.insurance_expires_at)', () => {
  it('a done worker uploads insurance with its expiry; the latest feeds insuranceExpiresAt and the popup; delete recomputes', async () => {
    const refused = await upload('vienna', 'professional-liability-insurance', { expiresOn: isoDay(-2) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'DOCUMENT_EXPIRY_INVALID', details: [{ path: '/expiresOn', code: 'DOCUMENT_EXPIRY_INVALID' }] });
    for (const bad of [{}, { expiresOn: '2027-02-30' }, { expiresOn: isoDay(365 * 11) }] as Record<string, string>[]) {
      expect((await upload('vienna', 'professional-liability-insurance', bad)).json().error).toBe('DOCUMENT_EXPIRY_INVALID');
    }
    const notInsurance = await upload('vienna', 'identity-document', { expiresOn: isoDay(30) });
    expect(notInsurance.statusCode).toBe(400);
    expect(notInsurance.json().details).toEqual([{ path: '/expiresOn', code: 'FORM_ERROR_UNKNOWN_FIELD' }]);
    const seeded = (await workerRow('vienna')).insuranceExpiresAt;
    expect(seeded).not.toBeNull();

    const soon = await upload('vienna', 'professional-liability-insurance', { expiresOn: isoDay(5) });
    expect(soon.statusCode, soon.body).toBe(201);
    expect(soon.json().document.expiresOn).toBe(isoDay(5));
    expect((await workerRow('vienna')).insuranceExpiresAt?.toISOString().slice(0, 10)).toBe(isoDay(5));
    expect(await popupOf('vienna')).toMatchObject({ kind: 'insurance', expiresOn: isoDay(5) });

    const list = (await t.app.inject({ url: '/api/documents', headers: as('vienna') })).json();
    const insurance = list.documentTypes.find((d: { key: string }) => d.key === 'professional-liability-insurance');
    expect(insurance).toMatchObject({ insurance: true, documents: [{ expiresOn: isoDay(5) }] });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/documents/${soon.json().document._id}`, headers: as('vienna') });
    expect(del.statusCode).toBe(204);
    expect((await workerRow('vienna')).insuranceExpiresAt).toBeNull();
    expect(await popupOf('vienna')).toBeNull();
  });
});
