// @vitest-environment jsdom
/*
 * /ops, the live configuration (issue 24), as an ops person sees it: a refused publication lists
 * every mistake with its file and pointer (never the generic label) and a click opens the file;
 * the review shows each setting before → after and the people it reaches; nobody is offered to
 * approve their own draft; a worker gets the staff-only page and a visitor the way to log in.
 *
 * The "server" answers the page's API calls through the app's own client (ky, fetch) with the
 * shapes of the generated API types; the real routes are tested in tests/server/ops and the whole
 * journey in tests/e2e/ops.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegionDraft } from '../../../engine/generated/api/region-draft';
import type { RegionDraftResponse } from '../../../engine/generated/api/region-draft-response';
import type { RegionScopeChange } from '../../../engine/generated/api/region-scope-change';
import type { RegionsFilesResponse } from '../../../engine/generated/api/regions-files-response';
import en from '../../../locales/en_GB.json';
import { activeWorker, forgetBearerToken, signInAs, workerFixture } from '../auth/auth-fixture';
import { type FakeAnswer, type FakeApi, fakeApi, reply } from '../fake-api';
import { clearCookies, createTestQueryClient, renderApp } from '../render-app';

// codemirror-json-schema's ES build imports its own files without extensions, which Node (vitest)
// cannot resolve while Vite's bundle can: here the editor is a plain text area with its props; the
// real one is typed into in tests/e2e/ops.spec.ts.
vi.mock(import('../../../screens/ops/regions/region-editor'), () => ({
  default: ({ text, label, onChange }: { text: string; label: string; onChange: (text: string) => void }) => (
    <textarea aria-label={label} value={text} onChange={(event) => onChange(event.target.value)} />
  ),
}));

/** The page and its editor are lazy chunks: their first import can take a few seconds on a busy machine. */
const LAZY = { timeout: 10_000 };

const LONDON = readFileSync('regions/UK-LONDON.json', 'utf8');
const UK = readFileSync('regions/UK.json', 'utf8');
const AT = new Date('2026-05-04T09:30:00.000Z').toISOString();

function draft(overrides: Partial<RegionDraft> = {}): RegionDraft {
  return {
    id: 'draft-1',
    status: 'open',
    author: 'ops@demo.portal.test',
    mine: true,
    message: null,
    baseVersion: 7,
    files: [{ name: 'UK-LONDON.json', text: LONDON.replace('"voucherMaximum": 948', '"voucherMaximum": 949') }],
    createdAt: AT,
    updatedAt: AT,
    submittedAt: null,
    publishedVersion: null,
    ...overrides,
  };
}

const londonChange: RegionScopeChange = {
  id: 'UK-LONDON',
  name: 'London',
  envs: ['test', 'production'],
  status: 'changed',
  // The generated type says object for "any JSON value".
  settings: [{ name: 'voucherMaximum', before: 948 as never, after: 949 as never }],
  lines: ['setting voucherMaximum: 948 → 949', 'question signup/postcode: hidden → shown'],
  people: { workers: 12, applicants: 3, students: 0 },
};

function overview(overrides: Partial<RegionsFilesResponse> = {}): RegionsFilesResponse {
  return {
    files: [
      { name: 'UK.json', text: UK },
      { name: 'UK-LONDON.json', text: LONDON },
    ],
    status: { hash: 'abc123', version: 7, instance: 'instance-a-0001', loadedAt: AT, watching: false, lastRefused: null, baseline: null },
    version: { id: 7, hash: 'abc123', message: 'Open Manchester for sign-up', source: 'ops', author: 'ops@demo.portal.test', approvedBy: null, rollbackOf: null, createdAt: AT },
    instances: [
      { id: 'instance-a-0001', version: 7, hash: 'abc123', seenAt: AT, refusedVersion: null },
      { id: 'instance-b-0002', version: 6, hash: 'def456', seenAt: AT, refusedVersion: 7 },
    ],
    drafts: [draft()],
    approvalRequired: false,
    conflict: null,
    actor: { name: 'ops@demo.portal.test', account: true },
    ...overrides,
  };
}

const reviewed = (d: RegionDraft, changes: RegionScopeChange[] = [londonChange]): RegionDraftResponse => ({
  draft: d,
  review: { valid: true, problems: [], scopes: [], changes },
  version: null,
});

/** The page's API (tests/screens/fake-api.ts): each test sets its answers here before it opens /ops. */
let routes: Record<string, FakeAnswer>;
let api: FakeApi;

/** The requests whose "METHOD /path" matches, and the first body sent with one. */
const asked = (match: (request: string) => boolean) => api.requests.filter((request) => match(request.split('?')[0]));
const sent = (match: (request: string) => boolean) => api.bodies.find((body) => match(body.request))?.body;

beforeEach(() => {
  clearCookies();
  forgetBearerToken();
  window.scrollTo = () => undefined;
  routes = { 'GET /api/ops/regions/versions': () => ({ versions: [] }) };
  api = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openOps(options: { as?: 'ops' | 'worker' | 'visitor' } = {}) {
  const client = createTestQueryClient({ fetch: true });
  const as = options.as ?? 'ops';
  if (as === 'ops') await signInAs(client, workerFixture({ id: 'staff-ops', email: 'ops@demo.portal.test', staffRole: 'ops', city_id: null, country_id: null, application: null }));
  if (as === 'worker') await signInAs(client, activeWorker());
  return renderApp('/ops', client);
}

const draftSection = () => screen.getByRole('region', { name: en.OPS_REGIONS_DRAFT_TITLE });

describe('/ops: the person\'s draft', () => {
  it('shows a refused publication with every mistake on its file and pointer, and opens the file of one', async () => {
    routes['GET /api/ops/regions'] = () => overview();
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(draft());
    routes['POST /api/ops/regions/drafts/draft-1/publish'] = () =>
      reply(400, {
        error: 'REGION_FILES_INVALID',
        message: 'The region set with this draft has 2 mistake(s); nothing was published.',
        details: [
          { path: '/keyValues/voucherMaximum', code: 'REGION_FILE_MISTAKE', file: 'regions/UK-LONDON.json', message: 'must be integer' },
          { path: '/city/timezone', code: 'REGION_FILE_MISTAKE', file: 'regions/UK.json', message: '"Europe/Londn" is not a time zone this server knows' },
        ],
      });
    await openOps();
    const publishButton = await screen.findByRole('button', { name: en.OPS_REGIONS_PUBLISH }, LAZY);

    // Without a message nothing is sent: the field says what is missing.
    fireEvent.click(publishButton);
    expect(screen.getByText(en.OPS_REGIONS_MESSAGE_REQUIRED)).toBeTruthy();
    expect(screen.getByLabelText(en.OPS_REGIONS_MESSAGE_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(asked((r) => r.startsWith('POST '))).toEqual([]);

    fireEvent.change(screen.getByLabelText(en.OPS_REGIONS_MESSAGE_LABEL), { target: { value: 'Raise the London voucher maximum' } });
    fireEvent.click(publishButton);
    const refusal = await screen.findByText(en.OPS_REGIONS_NOT_PUBLISHED_other.replace('{{count}}', '2'));
    expect(sent((r) => r.endsWith('/publish'))).toEqual({ message: 'Raise the London voucher maximum' });
    const items = within(refusal.closest('[role="alert"]') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'regions/UK-LONDON.json /keyValues/voucherMaximum must be integer',
      'regions/UK.json /city/timezone "Europe/Londn" is not a time zone this server knows',
    ]);
    expect(screen.queryByText(en.ERROR_LABEL_GENERIC)).toBeNull();

    // A mistake opens its file in the editor.
    fireEvent.click(within(items[1]).getByRole('button'));
    expect((within(draftSection()).getByLabelText(en.OPS_REGIONS_FILE_LABEL) as HTMLSelectElement).value).toBe('UK.json');
  });

  it('reviews a saved draft: each setting before → after per environment, the other changes, the people it reaches', async () => {
    routes['GET /api/ops/regions'] = () => overview();
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(draft());
    await openOps();
    const london = await screen.findByRole('article', { name: /London/ }, LAZY);
    expect(within(london).getByText(en.OPS_REGIONS_ENVS_BOTH)).toBeTruthy();
    const setting = within(london).getByRole('list', { name: en.OPS_REGIONS_SETTINGS_CHANGED_one.replace('{{count}}', '1') });
    expect(within(setting).getByRole('listitem').textContent).toBe('voucherMaximum: 948 → 949');
    // The setting's own line is not listed twice; the question's is.
    expect(within(within(london).getByRole('list', { name: en.OPS_REGIONS_OTHER_CHANGES })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'question signup/postcode: hidden → shown',
    ]);
    expect(within(london).getByText('Reaches 12 workers, 3 applicants in progress, 0 students.')).toBeTruthy();
    // The file the draft changes is marked in the file list.
    expect(within(draftSection()).getByRole('option', { name: 'UK-LONDON.json (in the draft)' })).toBeTruthy();
  });

  it('starts a draft at the first edit, saves the edits to it, publishes it and confirms when every instance serves it', async () => {
    const edited = LONDON.replace('"voucherMaximum": 948', '"voucherMaximum": 949');
    let saved = draft({ files: [] });
    let instancesAt = 7;
    routes['GET /api/ops/regions'] = () =>
      overview({
        drafts: [],
        instances: [
          { id: 'instance-a-0001', version: instancesAt === 7 ? 7 : 8, hash: 'x', seenAt: AT, refusedVersion: null },
          { id: 'instance-b-0002', version: instancesAt, hash: 'x', seenAt: AT, refusedVersion: null },
        ],
      });
    routes['POST /api/ops/regions/drafts'] = () => reviewed(saved, []);
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(saved, saved.files.length ? [londonChange] : []);
    routes['PUT /api/ops/regions/drafts/draft-1'] = (_url, body) => {
      saved = draft({ files: (body as { files: RegionDraft['files'] }).files });
      return reviewed(saved);
    };
    routes['POST /api/ops/regions/drafts/draft-1/publish'] = () => ({
      ...reviewed({ ...saved, status: 'published', publishedVersion: 8 }),
      version: { ...overview().version, id: 8, message: 'London voucher maximum 949' },
    });
    await openOps();
    const editor = await screen.findByLabelText(en.OPS_REGIONS_EDITOR_LABEL.replace('{{file}}', 'UK-LONDON.json'), {}, LAZY);
    fireEvent.change(editor, { target: { value: edited } });
    await waitFor(() => expect(sent((r) => r === 'POST /api/ops/regions/drafts')).toEqual({ files: [] }));
    expect(within(draftSection()).getByText(en.OPS_REGIONS_UNSAVED_one.replace('{{count}}', '1').replace('{{files}}', 'UK-LONDON.json'))).toBeTruthy();

    fireEvent.click(within(draftSection()).getByRole('button', { name: en.OPS_REGIONS_SAVE_DRAFT }));
    await waitFor(() => expect(sent((r) => r.startsWith('PUT '))).toEqual({ files: [{ name: 'UK-LONDON.json', text: edited }] }));
    expect(await within(draftSection()).findByText((_, element) => element?.tagName === 'LI' && element.textContent === 'voucherMaximum: 948 → 949')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(en.OPS_REGIONS_MESSAGE_LABEL), { target: { value: 'London voucher maximum 949' } });
    fireEvent.click(screen.getByRole('button', { name: en.OPS_REGIONS_PUBLISH }));
    const live = screen.getByRole('region', { name: en.OPS_REGIONS_LIVE_TITLE });
    expect(await within(live).findByText(en.OPS_REGIONS_PUBLISHED_AS.replace('{{version}}', '8'))).toBeTruthy();
    // The other instance catches up: the page, asking every 2 s meanwhile, says so.
    instancesAt = 8;
    expect(await within(live).findByText(en.OPS_REGIONS_LIVE_EVERYWHERE.replace('{{version}}', '8'), {}, { timeout: 5000 })).toBeTruthy();
    // The published draft is gone: the editor shows the live files again.
    expect(within(draftSection()).getByText(en.OPS_REGIONS_DRAFT_NONE)).toBeTruthy();
  });

  it('says "Submit for approval" and why where a second ops account must approve', async () => {
    routes['GET /api/ops/regions'] = () => overview({ approvalRequired: true });
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(draft());
    await openOps();
    expect(await screen.findByRole('button', { name: en.OPS_REGIONS_SUBMIT }, LAZY)).toBeTruthy();
    expect(screen.getByText(en.OPS_REGIONS_APPROVAL_EXPLAINED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.OPS_REGIONS_PUBLISH })).toBeNull();
  });
});

describe('/ops: new and retired cities', () => {
  it('adds a new city to a new draft, showing the server\'s objection on its field', async () => {
    routes['GET /api/ops/regions'] = () => overview({ drafts: [] });
    routes['POST /api/ops/regions/drafts'] = () => reviewed(draft({ files: [] }), []);
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(draft({ files: [] }), []);
    routes['POST /api/ops/regions/drafts/draft-1/cities'] = () =>
      reply(400, { error: 'VALIDATION_FAILED', message: '020 7946 0000 is the phone number of London (UK-LONDON); give the new city its own', details: [{ path: '/telephoneHuman', code: 'REGION_NEW_CITY_INVALID' }] });
    await openOps();
    fireEvent.click(await screen.findByRole('button', { name: en.OPS_REGIONS_NEW_CITY }, LAZY));
    const form = screen.getByRole('form', { name: en.OPS_REGIONS_NEW_CITY });
    // Copying London brings its time zone, payout and language.
    fireEvent.change(within(form).getByLabelText(en.OPS_REGIONS_CITY_FROM), { target: { value: 'UK-LONDON' } });
    expect((within(form).getByLabelText(en.OPS_REGIONS_CITY_TIMEZONE) as HTMLInputElement).value).toBe('Europe/London');
    fireEvent.change(within(form).getByLabelText(en.OPS_REGIONS_CITY_ID), { target: { value: 'uk leeds' } });
    fireEvent.click(within(form).getByRole('button', { name: en.OPS_REGIONS_NEW_CITY_ADD }));
    expect(within(form).getByText(en.OPS_REGIONS_CITY_ID_INVALID)).toBeTruthy();
    expect(asked((r) => r.startsWith('POST '))).toEqual([]);

    fireEvent.change(within(form).getByLabelText(en.OPS_REGIONS_CITY_ID), { target: { value: 'UK-LEEDS' } });
    fireEvent.change(within(form).getByLabelText(en.OPS_REGIONS_CITY_NAME), { target: { value: 'Leeds' } });
    fireEvent.change(within(form).getByLabelText(en.OPS_REGIONS_CITY_PHONE), { target: { value: '020 7946 0000' } });
    fireEvent.change(within(form).getByLabelText(en.OPS_REGIONS_CITY_PHONE_LINK), { target: { value: 'tel:+442079460000' } });
    fireEvent.click(within(form).getByRole('button', { name: en.OPS_REGIONS_NEW_CITY_ADD }));
    expect(await within(form).findByText('020 7946 0000 is the phone number of London (UK-LONDON); give the new city its own')).toBeTruthy();
    expect(within(form).getByLabelText(en.OPS_REGIONS_CITY_PHONE).getAttribute('aria-invalid')).toBe('true');
    expect(sent((r) => r.endsWith('/cities'))).toEqual({
      id: 'UK-LEEDS', name: 'Leeds', timezone: 'Europe/London', telephoneHuman: '020 7946 0000', telephoneLink: 'tel:+442079460000', bankingPayoutType: 'bacs', heroLanguage_id: 'en_GB', from: 'UK-LONDON',
    });
  });

  it('retires a city only once the person confirms it', async () => {
    routes['GET /api/ops/regions'] = () => overview();
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(draft());
    const retired = { name: 'UK-LONDON.json', text: LONDON.replace('"openForSignup": true', '"openForSignup": false, "retired": true') };
    routes['POST /api/ops/regions/drafts/draft-1/cities/UK-LONDON/retire'] = () => reviewed(draft({ files: [retired] }));
    await openOps();
    fireEvent.click(await screen.findByRole('button', { name: en.OPS_REGIONS_RETIRE_CITY }, LAZY));
    const form = screen.getByRole('form', { name: en.OPS_REGIONS_RETIRE_CITY });
    fireEvent.change(within(form).getByLabelText(en.OPS_REGIONS_RETIRE_WHICH), { target: { value: 'UK-LONDON' } });
    fireEvent.click(within(form).getByRole('button', { name: en.OPS_REGIONS_RETIRE_NEXT }));
    expect(within(form).getByText(en.OPS_REGIONS_RETIRE_CONFIRM.replace('{{city}}', 'London'))).toBeTruthy();
    expect(asked((r) => r.endsWith('/retire'))).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: en.OPS_REGIONS_RETIRE_YES.replace('{{city}}', 'London') }));
    await waitFor(() => expect(screen.queryByRole('form', { name: en.OPS_REGIONS_RETIRE_CITY })).toBeNull());
    expect(asked((r) => r.endsWith('/retire'))).toHaveLength(1);
    // The draft's London file is the retired one now.
    expect((within(draftSection()).getByLabelText(en.OPS_REGIONS_EDITOR_LABEL.replace('{{file}}', 'UK-LONDON.json')) as HTMLTextAreaElement).value).toContain('"retired": true');
  });
});

describe('/ops: approval', () => {
  it('offers Approve on another person\'s submitted draft, never on the person\'s own', async () => {
    const own = draft({ status: 'awaiting_approval', message: 'Raise the London voucher maximum', submittedAt: AT });
    const theirs = draft({ id: 'draft-2', author: 'ops.reviewer@demo.portal.test', mine: false, status: 'awaiting_approval', message: 'Close Edinburgh', submittedAt: AT });
    routes['GET /api/ops/regions'] = () => overview({ approvalRequired: true, drafts: [own, theirs] });
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(own);
    await openOps();

    await screen.findByRole('region', { name: en.OPS_REGIONS_DRAFT_TITLE }, LAZY);
    expect(await within(draftSection()).findByText(en.OPS_REGIONS_WAITING_TITLE)).toBeTruthy();
    expect(within(draftSection()).queryByRole('button', { name: en.OPS_REGIONS_APPROVE })).toBeNull();
    expect(within(draftSection()).getByRole('button', { name: en.OPS_REGIONS_TAKE_BACK })).toBeTruthy();

    const others = screen.getByRole('region', { name: en.OPS_REGIONS_OTHERS_TITLE });
    const submitted = within(others).getByRole('article', { name: /ops\.reviewer@demo\.portal\.test/ });
    expect(within(submitted).getByText('Close Edinburgh')).toBeTruthy();
    expect(within(submitted).getByRole('button', { name: en.OPS_REGIONS_APPROVE })).toBeTruthy();
    expect(within(submitted).getByRole('button', { name: en.OPS_REGIONS_SEND_BACK })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: en.OPS_REGIONS_APPROVE })).toHaveLength(1);
  });
});

describe('/ops: what is live', () => {
  it('shows the live version and flags the instance that refused it', async () => {
    routes['GET /api/ops/regions'] = () => overview({ drafts: [] });
    await openOps();
    const live = await screen.findByRole('region', { name: en.OPS_REGIONS_LIVE_TITLE }, LAZY);
    expect(within(live).getByText('Open Manchester for sign-up')).toBeTruthy();
    const lines = within(live).getAllByRole('listitem');
    expect(lines[0].textContent).toContain(en.OPS_REGIONS_INSTANCE_CURRENT);
    expect(lines[1].textContent).toContain(en.OPS_REGIONS_INSTANCE_REFUSED.replace('{{refused}}', '7'));
    expect(within(draftSection()).getByText(en.OPS_REGIONS_DRAFT_NONE)).toBeTruthy();
  });
});

describe('/ops: a deploy conflict and the history', () => {
  it('starts the draft that resolves a deploy conflict from the deploy\'s files', async () => {
    const deployLondon = LONDON.replace('"voucherMaximum": 948', '"voucherMaximum": 900');
    routes['GET /api/ops/regions'] = () =>
      overview({
        drafts: [],
        conflict: { baselineId: 4, files: ['UK-LONDON.json'], problems: [], deployFiles: [{ name: 'UK-LONDON.json', text: deployLondon }], since: AT },
      });
    routes['POST /api/ops/regions/drafts'] = () => reviewed(draft({ files: [{ name: 'UK-LONDON.json', text: deployLondon }] }));
    routes['GET /api/ops/regions/drafts/draft-1'] = () => reviewed(draft({ files: [{ name: 'UK-LONDON.json', text: deployLondon }] }));
    await openOps();
    const banner = await screen.findByRole('alert', { name: en.OPS_REGIONS_CONFLICT_TITLE }, LAZY);
    expect(within(banner).getByText('UK-LONDON.json')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: en.OPS_REGIONS_CONFLICT_RESOLVE }));
    await waitFor(() => expect(sent((r) => r.startsWith('POST '))).toEqual({ files: [{ name: 'UK-LONDON.json', text: deployLondon }], resolvesBaseline: 4 }));
    expect(((await within(draftSection()).findByLabelText(en.OPS_REGIONS_EDITOR_LABEL.replace('{{file}}', 'UK-LONDON.json'))) as HTMLTextAreaElement).value).toBe(deployLondon);
  });

  it('pages back through the history, opens a version\'s changes and rolls back to it after confirming', async () => {
    const version = (id: number) => ({ id, hash: `h${id}`, message: `Change ${id}`, source: id === 1 ? 'baseline' : 'ops', author: 'ops@demo.portal.test', approvedBy: id === 12 ? 'ops.reviewer@demo.portal.test' : null, rollbackOf: null, createdAt: AT });
    routes['GET /api/ops/regions'] = () => overview({ drafts: [], version: version(12) as RegionsFilesResponse['version'] });
    routes['GET /api/ops/regions/versions'] = (url) => {
      const before = url.searchParams.get('before');
      const newest = before === null ? 12 : Number(before) - 1;
      return { versions: Array.from({ length: Math.min(10, newest) }, (_, i) => version(newest - i)) };
    };
    routes['GET /api/ops/regions/versions/3'] = () => ({ ...version(3), files: ['UK-LONDON.json'], changes: [{ ...londonChange, people: null }] });
    routes['POST /api/ops/regions/versions/3/rollback'] = () => ({ ...version(13), source: 'rollback', rollbackOf: 3, message: 'Roll back to version 3 ("Change 3")' });
    await openOps();
    const history = await screen.findByRole('region', { name: en.OPS_REGIONS_HISTORY_TITLE }, LAZY);
    await within(history).findByRole('article', { name: /^Version 12/ });
    expect(within(history).getByRole('article', { name: /^Version 12/ }).textContent).toContain('approved by ops.reviewer@demo.portal.test');
    // The live version offers no rollback to itself.
    expect(within(within(history).getByRole('article', { name: /^Version 12/ })).queryByRole('button', { name: en.OPS_REGIONS_ROLLBACK })).toBeNull();
    expect(within(history).queryByRole('article', { name: /^Version 2\b/ })).toBeNull();

    fireEvent.click(within(history).getByRole('button', { name: en.OPS_REGIONS_HISTORY_OLDER }));
    const three = await within(history).findByRole('article', { name: /^Version 3\b/ });
    expect(within(history).getByRole('article', { name: /^Version 1\b/ }).textContent).toContain(en.OPS_REGIONS_SOURCE_DEPLOY);
    expect(within(history).queryByRole('button', { name: en.OPS_REGIONS_HISTORY_OLDER })).toBeNull();

    fireEvent.click(within(three).getByRole('button', { name: en.OPS_REGIONS_CHANGES_SHOW }));
    expect(await within(three).findByText((_, element) => element?.tagName === 'LI' && element.textContent === 'voucherMaximum: 948 → 949')).toBeTruthy();
    expect(within(three).getByText('UK-LONDON.json')).toBeTruthy();

    fireEvent.click(within(three).getByRole('button', { name: en.OPS_REGIONS_ROLLBACK }));
    expect(within(three).getByText(en.OPS_REGIONS_ROLLBACK_CONFIRM.replace('{{version}}', '3'))).toBeTruthy();
    expect(asked((r) => r.endsWith('/rollback'))).toEqual([]);
    fireEvent.click(within(three).getByRole('button', { name: en.OPS_REGIONS_ROLLBACK_TO.replace('{{version}}', '3') }));
    const live = screen.getByRole('region', { name: en.OPS_REGIONS_LIVE_TITLE });
    expect(await within(live).findByText(en.OPS_REGIONS_PUBLISHED_AS.replace('{{version}}', '13'))).toBeTruthy();
    expect(sent((r) => r.endsWith('/rollback'))).toEqual({});
  });
});

describe('/ops for people who are not operations staff', () => {
  it('shows a worker the staff-only page with the way home, not an error page', async () => {
    routes['GET /api/ops/regions'] = () => reply(403, { error: 'STAFF_ONLY', message: 'This part of the portal is for staff.' });
    await openOps({ as: 'worker' });
    expect(await screen.findByRole('heading', { level: 1, name: en.OPS_REGIONS_STAFF_ONLY_TITLE }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.OPS_REGIONS_STAFF_ONLY_HOME }).getAttribute('href')).toBe('/bookings');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a visitor to log in and back', async () => {
    routes['GET /api/ops/regions'] = () => reply(401, { error: 'UNAUTHORIZED', message: 'Log in to continue.' });
    await openOps({ as: 'visitor' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: en.OPS_REGIONS_LOG_IN_TITLE })).toBeTruthy(), LAZY);
    expect(within(screen.getByRole('main')).getByRole('link', { name: en.OPS_REGIONS_LOG_IN }).getAttribute('href')).toBe('/login?return_url=%2Fops');
  });
});
