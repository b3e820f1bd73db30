// @vitest-environment jsdom
/*
 * /ops/insights (issue 29) as an ops person uses it: the filters are the requests' query; the
 * region versions of the period are numbered markers on the time charts, each with its message and
 * a link to its changes in the /ops history; questions are named by their titles; every table is
 * also a CSV file with the same rows; a version's before/after asks for two equal windows; a
 * worker gets the staff-only page.
 *
 * The "server" answers through the app's own client (tests/screens/fake-api.ts) with the generated
 * API types; the endpoints are tested in tests/server, the whole journey in tests/e2e/ops-insights.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightsDropOffResponse } from '../../../engine/generated/api/insights-drop-off-response';
import type { InsightsFunnelResponse } from '../../../engine/generated/api/insights-funnel-response';
import type { InsightsVersionsResponse } from '../../../engine/generated/api/insights-versions-response';
import { FUNNEL_STEPS } from '../../../engine/insights/funnel';
import { lastDays } from '../../../engine/insights/period';
import { listCities } from '../../../engine/regions/cities';
import { resolveRegion } from '../../../engine/regions/resolve';
import { getCitiesQueryOptions } from '../../../screens/shared/api/get-cities';
import { getComposedFormQueryOptions } from '../../../screens/shared/api/get-composed-form';
import en from '../../../locales/en_GB.json';
import { composeFor, realRegions } from '../../engine/forms/region-fixture';
import { activeWorker, forgetBearerToken, signInAs, workerFixture } from '../auth/auth-fixture';
import { type FakeAnswer, type FakeApi, fakeApi, reply } from '../fake-api';
import { clearCookies, createTestQueryClient, renderApp } from '../render-app';

/** The page is a lazy chunk: its first import can take a few seconds on a busy machine. */
const LAZY = { timeout: 10_000 };

const versionsAnswer: InsightsVersionsResponse = {
  versions: [
    { id: 41, createdAt: '2026-02-10T09:00:00.000Z', message: 'Raise the UK voucher maximum', authorName: 'ops@demo.portal.test', scopes: ['UK'] },
    { id: 42, createdAt: '2026-03-04T16:20:00.000Z', message: 'Hide the postcode question in London', authorName: 'ops@demo.portal.test', scopes: ['UK-LONDON'] },
  ],
};

function funnelAnswer(url: URL): InsightsFunnelResponse {
  const counts = { visited: 200, signedUp: 50, testStarted: 30, testPassed: 20, basicInfoDone: 15, onboardingBooked: 10, agreementSigned: 8, active: 5 };
  return {
    from: url.searchParams.get('from')!,
    to: url.searchParams.get('to')!,
    steps: FUNNEL_STEPS.map((step, i) => ({
      step,
      count: counts[step],
      conversion: i === 0 ? null : counts[step] / counts[FUNNEL_STEPS[i - 1]],
      medianHoursFromPrevious: i < 2 ? null : 24 + i,
    })),
    weeks: ['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09'].map((week) => ({ week, counts })),
  };
}

function formAnswer(url: URL): InsightsDropOffResponse {
  return {
    formId: 'signup',
    from: url.searchParams.get('from')!,
    to: url.searchParams.get('to')!,
    visits: 120,
    finished: 48,
    questions: [
      { field: 'firstName', reached: 120, answered: 110, leftFrom: 8, errors: [] },
      { field: 'postcode', reached: 100, answered: 70, leftFrom: 25, errors: [{ code: 'FORM_ERROR_POSTCODE_INVALID', count: 31 }] },
      { field: 'email', reached: 75, answered: 60, leftFrom: 4, errors: [{ code: 'FORM_ERROR_EMAIL_TAKEN', count: 6 }] },
    ],
    formErrors: [{ code: 'FORM_VERSION_CHANGED', count: 2 }],
    days: ['2026-03-03', '2026-03-04', '2026-03-05'].map((day, i) => ({ day, visits: 40, finished: 15 + i })),
  };
}

let routes: Record<string, FakeAnswer>;
let api: FakeApi;
/** The CSV files the page saved, as text. */
let saved: { name: string; text: Promise<string> }[];

/** The query of the requests to a path, as objects (without the client's cache-busting `_`). */
const queries = (path: string) =>
  api.requests
    .filter((r) => r.split('?')[0] === `GET ${path}`)
    .map((r) => Object.fromEntries([...new URLSearchParams(r.split('?')[1] ?? '')].filter(([key]) => key !== '_')));

beforeEach(() => {
  clearCookies();
  forgetBearerToken();
  window.scrollTo = () => undefined;
  routes = {
    'GET /api/ops/insights/versions': () => versionsAnswer,
    'GET /api/ops/insights/funnel': (url) => funnelAnswer(url),
    'GET /api/ops/insights/forms/signup': (url) => formAnswer(url),
    // The region configuration as the server resolves it (the vertical choice reads its catalogue).
    'GET /api/config': async (url) =>
      resolveRegion(await realRegions(), { city_id: url.searchParams.get('city_id'), country_id: url.searchParams.get('country_id') }, 'production'),
  };
  api = fakeApi(routes);
  // Chartist reads media queries for its narrow-screen options; jsdom has none, the browser always does.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  saved = [];
  const link = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (!this.download) return link.call(this);
  });
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return `blob:insights-${saved.length}`;
    },
    revokeObjectURL: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openInsights(path: string, as: 'ops' | 'worker' = 'ops') {
  const client = createTestQueryClient({ fetch: true });
  client.setQueryData(getCitiesQueryOptions().queryKey, listCities(await realRegions()));
  client.setQueryData(getComposedFormQueryOptions('signup', { city_id: 'UK-LONDON' }).queryKey, await composeFor('signup', { city_id: 'UK-LONDON' }, 'test'));
  if (as === 'ops') await signInAs(client, workerFixture({ id: 'staff-ops', email: 'ops@demo.portal.test', staffRole: 'ops', city_id: null, country_id: null, application: null }));
  else await signInAs(client, activeWorker());
  return renderApp(path, client);
}

const PERIOD = 'from=2026-02-01&to=2026-03-15';

describe('/ops/insights: filters', () => {
  it('asks for the last 12 weeks everywhere by default, then for what the filters say', async () => {
    await openInsights('/ops/insights');
    expect(await screen.findByRole('heading', { level: 1, name: en.OPS_INSIGHTS_TITLE }, LAZY)).toBeTruthy();
    const period = lastDays(84, new Date());
    await waitFor(() => expect(queries('/api/ops/insights/funnel')).toEqual([period]));
    expect(queries('/api/ops/insights/versions')).toEqual([period]);

    const lastFunnel = () => queries('/api/ops/insights/funnel').at(-1);
    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_SCOPE), { target: { value: 'UK-LONDON' } });
    await waitFor(() => expect(lastFunnel()).toEqual({ ...period, city_id: 'UK-LONDON' }), LAZY);
    // The verticals are the scope's region catalogue (GET /api/config), named as the onboarding names them.
    await screen.findByRole('option', { name: en.ONBOARDING_VERTICAL_MASSAGE });
    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_VERTICAL), { target: { value: 'VERTICAL_MASSAGE' } });
    await waitFor(() => expect(lastFunnel()).toEqual({ ...period, city_id: 'UK-LONDON', vertical: 'VERTICAL_MASSAGE' }), LAZY);
    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_ENVIRONMENT), { target: { value: 'production' } });
    await waitFor(() => expect(lastFunnel()).toEqual({ ...period, city_id: 'UK-LONDON', vertical: 'VERTICAL_MASSAGE', environment: 'production' }), LAZY);
    // The markers follow the scope only.
    expect(queries('/api/ops/insights/versions').at(-1)).toEqual({ ...period, city_id: 'UK-LONDON' });

    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_PERIOD), { target: { value: '28' } });
    await waitFor(() => expect(queries('/api/ops/insights/funnel').at(-1)).toMatchObject(lastDays(28, new Date())), LAZY);

    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_PERIOD), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_FROM), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_TO), { target: { value: '2026-01-09' } });
    expect(screen.getByRole('alert').textContent).toBe(en.OPS_INSIGHTS_PERIOD_INVALID);
    expect((screen.getByRole('button', { name: en.OPS_INSIGHTS_APPLY }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(en.OPS_INSIGHTS_TO), { target: { value: '2026-02-20' } });
    fireEvent.click(screen.getByRole('button', { name: en.OPS_INSIGHTS_APPLY }));
    await waitFor(() => expect(queries('/api/ops/insights/funnel').at(-1)).toMatchObject({ from: '2026-01-10', to: '2026-02-20', city_id: 'UK-LONDON' }), LAZY);

    fireEvent.click(screen.getByRole('tab', { name: en.OPS_INSIGHTS_TAB_FORMS }));
    await waitFor(() => expect(queries('/api/ops/insights/forms/signup').at(-1)).toMatchObject({ from: '2026-01-10', to: '2026-02-20', city_id: 'UK-LONDON', environment: 'production' }), LAZY);
  });
});

describe('/ops/insights: the funnel', () => {
  it('shows each step with its count, conversion and median hours, and saves the same rows as CSV', async () => {
    await openInsights(`/ops/insights?${PERIOD}&scope=UK-LONDON`);
    const steps = await screen.findByRole('table', { name: 'Funnel: London' }, LAZY);
    const rows = within(steps).getAllByRole('row').map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows[0]).toEqual([en.OPS_INSIGHTS_STEP, en.OPS_INSIGHTS_PEOPLE, en.OPS_INSIGHTS_CONVERSION, en.OPS_INSIGHTS_MEDIAN_HOURS]);
    expect(rows[1]).toEqual([en.OPS_INSIGHTS_STEP_VISITED, '200', '–', '–']);
    expect(rows[2]).toEqual([en.OPS_INSIGHTS_STEP_SIGNED_UP, '50', '25.0%', '–']);
    expect(rows[3]).toEqual([en.OPS_INSIGHTS_STEP_TEST_STARTED, '30', '60.0%', '26']);

    fireEvent.click(screen.getByRole('button', { name: en.OPS_INSIGHTS_CSV.replace('{{title}}', 'Funnel: London') }));
    expect(saved).toHaveLength(1);
    const csv = (await saved[0].text).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Step,People,Conversion from the step before,Median hours from the step before',
      'Visited the sign-up,200,,',
      'Signed up,50,0.25,',
    ]);
  });
});

describe('/ops/insights: versions on the charts', () => {
  it('numbers the versions of the period, with their message, a link to their changes and markers on the time chart', async () => {
    await openInsights(`/ops/insights?${PERIOD}&scope=UK-LONDON&view=forms&form=signup`);
    const list = await screen.findByRole('region', { name: en.OPS_INSIGHTS_VERSIONS_TITLE.replace('{{scope}}', 'London') }, LAZY);
    const message = await within(list).findByText('Hide the postcode question in London');
    const entry = message.closest('li')!;
    expect(entry.textContent).toContain('Version 42');
    const link = within(entry).getByRole('link', { name: en.OPS_INSIGHTS_VERSION_DIFF.replace('{{version}}', '42') });
    expect(link.getAttribute('href')).toBe('/ops?version=42');

    // Version 42 (4 March) falls on the daily chart of the form; version 41 (10 February) before its first day.
    const days = await screen.findByRole('img', { name: 'Sign-up: visits and finishes per day: London' });
    await waitFor(() => expect(days.querySelectorAll('.insights-marker')).toHaveLength(1));
    expect(days.querySelector('.insights-marker title')?.textContent).toBe('2. Hide the postcode question in London');
  });

  it('compares the same days either side of a version, asking the endpoint for both windows', async () => {
    await openInsights(`/ops/insights?${PERIOD}&scope=UK-LONDON&view=forms`);
    const list = await screen.findByRole('region', { name: en.OPS_INSIGHTS_VERSIONS_TITLE.replace('{{scope}}', 'London') }, LAZY);
    const entry = (await within(list).findByText('Hide the postcode question in London')).closest('li')!;
    fireEvent.click(within(entry).getByRole('button', { name: en.OPS_INSIGHTS_BEFORE_AFTER }));
    const table = await screen.findByRole('table', { name: en.OPS_INSIGHTS_BEFORE_AFTER_TITLE.replace('{{number}}', '2').replace('{{version}}', '42') });
    const asked = queries('/api/ops/insights/forms/signup').map((q) => `${q.from}..${q.to}`);
    expect(asked).toEqual(expect.arrayContaining(['2026-02-18..2026-03-03', '2026-03-05..2026-03-18']));
    const visits = within(table).getAllByRole('row').find((row) => row.firstElementChild?.textContent === en.OPS_INSIGHTS_VISITS)!;
    expect(Array.from(visits.children).map((cell) => cell.textContent)).toEqual([en.OPS_INSIGHTS_VISITS, '120', '120', '0', '0%']);
  });
});

describe('/ops/insights: a form', () => {
  it("names questions by their title in the scope's form, lists the errors shown most, and saves them as CSV", async () => {
    await openInsights(`/ops/insights?${PERIOD}&scope=UK-LONDON&view=forms&form=signup`);
    const questions = await screen.findByRole('table', { name: 'Sign-up per question: London' }, LAZY);
    // London's sign-up asks no postcode (a version hid it): its title comes from the form file.
    await waitFor(() => expect(within(questions).getByRole('rowheader', { name: en.SIGNUP_POSTCODE })).toBeTruthy());
    const postcode = within(questions).getAllByRole('row').find((row) => row.children[1]?.textContent === 'postcode')!;
    expect(Array.from(postcode.children).map((cell) => cell.textContent)).toEqual([en.SIGNUP_POSTCODE, 'postcode', '100', '70', '25', '25.0%']);

    const errors = screen.getByRole('table', { name: 'Sign-up: the errors shown most: London' });
    expect(within(errors).getAllByRole('row').slice(1).map((row) => row.children[2]?.textContent)).toEqual(['FORM_ERROR_POSTCODE_INVALID', 'FORM_ERROR_EMAIL_TAKEN', 'FORM_VERSION_CHANGED']);

    fireEvent.click(screen.getByRole('button', { name: en.OPS_INSIGHTS_CSV.replace('{{title}}', 'Sign-up per question: London') }));
    const csv = (await saved[0].text).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')).toEqual([
      'Question,Field,Reached,Answered,Left from,"Left, of those who reached it"',
      // London's composition titles the name question its own way.
      `Full name,firstName,120,110,8,${8 / 120}`,
      `${en.SIGNUP_POSTCODE},postcode,100,70,25,0.25`,
      `${en.SIGNUP_EMAIL},email,75,60,4,${4 / 75}`,
      '',
    ]);
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts.at(-1) as HTMLAnchorElement;
    expect(link.download).toBe('insights-signup-UK-LONDON-questions-2026-02-01-to-2026-03-15.csv');
  });
});

describe('/ops/insights: who', () => {
  it('shows a worker the staff-only page, as the API refuses them', async () => {
    routes['GET /api/ops/insights/versions'] = () => reply(403, { error: 'STAFF_ONLY', message: 'This part of the portal is for staff.' });
    await openInsights('/ops/insights', 'worker');
    expect(await screen.findByRole('heading', { level: 1, name: en.OPS_REGIONS_STAFF_ONLY_TITLE }, LAZY)).toBeTruthy();
  });
});
