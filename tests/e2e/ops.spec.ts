/**
 * /ops, the live configuration (issue 24), in a real browser against the real server:
 * - an ops person reads what is live on every instance and the history, on a phone and a laptop,
 *   in English and French;
 * - with approval switched on (as in production), an ops person drafts a change in the editor,
 *   sees the refused problems with file and pointer, fixes them, sees the value before → after and
 *   the people it reaches, submits it; a second ops account approves it and it is served; the
 *   history shows who and why, the audit log shows the approval and who made it, and a rollback
 *   from the page puts the configuration back.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { asPersona, logInThroughApi, portalUrl, SERIAL, snapshot } from './helpers';

const en = JSON.parse(readFileSync('locales/en_GB.json', 'utf8')) as Record<string, string>;
const fr = JSON.parse(readFileSync('locales/fr_FR.json', 'utf8')) as Record<string, string>;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const origin = () => ({ origin: new URL(portalUrl()).origin });

interface Overview {
  files: { name: string; text: string }[];
  version: { id: number; hash: string } | null;
  approvalRequired: boolean;
}

async function overview(request: APIRequestContext): Promise<Overview> {
  const res = await request.get('/api/ops/regions');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Overview;
}

async function londonVoucherMaximum(request: APIRequestContext): Promise<unknown> {
  return ((await (await request.get('/api/config?city_id=UK-LONDON')).json()) as { keyValues: { voucherMaximum: unknown } }).keyValues.voucherMaximum;
}

async function openOps(page: Page) {
  await page.context().addCookies([{ name: 'cookie_banner_dismissed', value: '1', url: portalUrl() }]);
  await page.goto('/ops');
}

/** Scrolls the editor until the line with `text` is drawn (CodeMirror draws only what is near the view). */
async function editorLine(page: Page, text: string) {
  const scroller = page.locator('.cm-scroller');
  const line = page.locator('.cm-line', { hasText: text }).first();
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await expect
    .poll(
      async () => {
        if ((await line.count()) > 0) return true;
        await scroller.evaluate((el) => el.scrollBy(0, 240));
        return false;
      },
      { timeout: 10_000, intervals: [50] },
    )
    .toBe(true);
  await line.scrollIntoViewIfNeeded();
  return line;
}

/** Replaces the last `count` characters of the line the cursor is on, as a person would at the keyboard. */
async function retypeLineEnd(page: Page, count: number, text: string) {
  await page.keyboard.press('End');
  for (let i = 0; i < count; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

test('an ops person reads what is live on every instance and the history, on a phone and a laptop, in English and French', async ({ page }) => {
  await asPersona(page, 'ops');
  await openOps(page);
  await expect(page.getByRole('heading', { level: 1, name: en.OPS_REGIONS_TITLE })).toBeVisible();
  const live = page.getByRole('region', { name: en.OPS_REGIONS_LIVE_TITLE });
  await expect(live.getByText(/^Version \d+/).first()).toBeVisible();
  await expect(live.getByRole('listitem').filter({ hasText: en.OPS_REGIONS_INSTANCE_SELF })).toContainText(en.OPS_REGIONS_INSTANCE_CURRENT);
  const draft = page.getByRole('region', { name: en.OPS_REGIONS_DRAFT_TITLE });
  await expect(draft.getByText(en.OPS_REGIONS_DRAFT_NONE)).toBeVisible();
  await expect(draft.getByLabel(en.OPS_REGIONS_FILE_LABEL, { exact: true })).toHaveValue('UK-LONDON.json');

  // The history starts with the deploy's regions/ folder; its changes open on demand.
  const history = page.getByRole('region', { name: en.OPS_REGIONS_HISTORY_TITLE });
  const first = history.locator('.ops-history__list > li').last();
  await expect(first.getByText(en.OPS_REGIONS_SOURCE_DEPLOY, { exact: true })).toBeVisible();
  await first.getByRole('button', { name: en.OPS_REGIONS_CHANGES_SHOW }).click();
  await expect(first.getByText('UK-LONDON.json', { exact: true })).toBeVisible();
  await expect(page.locator('.cm-editor')).toBeVisible();
  await snapshot(page, 'ops-live-en', { widths: [360, 1280] });

  await page.context().addCookies([{ name: 'lang', value: 'fr_FR', url: portalUrl() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fr.OPS_REGIONS_TITLE })).toBeVisible();
  await expect(page.getByRole('region', { name: fr.OPS_REGIONS_LIVE_TITLE }).getByText(fr.OPS_REGIONS_INSTANCE_CURRENT)).toBeVisible();
  // The new-city form, opened (nothing is added until it is sent): its fields, in French.
  await page.getByRole('button', { name: fr.OPS_REGIONS_NEW_CITY }).click();
  const newCity = page.getByRole('form', { name: fr.OPS_REGIONS_NEW_CITY });
  for (const label of [fr.OPS_REGIONS_CITY_ID, fr.OPS_REGIONS_CITY_NAME, fr.OPS_REGIONS_CITY_TIMEZONE, fr.OPS_REGIONS_CITY_PHONE, fr.OPS_REGIONS_CITY_PHONE_LINK, fr.OPS_REGIONS_CITY_PAYOUT]) {
    await expect(newCity.getByLabel(label, { exact: true })).toBeVisible();
  }
  await newCity.getByLabel(fr.OPS_REGIONS_CITY_FROM, { exact: true }).selectOption('FR-PARIS');
  await expect(newCity.getByLabel(fr.OPS_REGIONS_CITY_TIMEZONE, { exact: true })).toHaveValue('Europe/Paris');
  await expect(page.locator('.cm-editor')).toBeVisible();
  await snapshot(page, 'ops-live-fr', { widths: [360, 1280] });
});

// SERIAL: it switches approval on and publishes London changes: the live configuration every other test reads.
test('a change is drafted, refused, fixed, reviewed, approved by a second ops account, served and rolled back', SERIAL, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await asPersona(page, 'ops');
  const start = await overview(page.request);
  expect(start.version).not.toBeNull();
  const startVersion = start.version!;
  try {
    // As in production: a second ops account approves every change (the setting of defaults.json).
    const defaults = start.files.find((f) => f.name === 'defaults.json')!.text;
    expect(defaults).toContain('"regionChangesRequireApproval": false');
    const switched = await page.request.post('/api/ops/regions/drafts', {
      headers: origin(),
      data: { files: [{ name: 'defaults.json', text: defaults.replace('"regionChangesRequireApproval": false', '"regionChangesRequireApproval": true') }] },
    });
    expect(switched.status(), await switched.text()).toBe(200);
    const switchDraft = ((await switched.json()) as { draft: { id: string } }).draft.id;
    const published = await page.request.post(`/api/ops/regions/drafts/${switchDraft}/publish`, { headers: origin(), data: { message: 'e2e: approval as in production' } });
    expect(published.status(), await published.text()).toBe(200);
    expect((await overview(page.request)).approvalRequired).toBe(true);

    // The author edits London's voucher maximum to a value the schema refuses; the first edit starts the draft.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOps(page);
    const draft = page.getByRole('region', { name: en.OPS_REGIONS_DRAFT_TITLE });
    await expect(draft.getByLabel(en.OPS_REGIONS_FILE_LABEL, { exact: true })).toHaveValue('UK-LONDON.json');
    await (await editorLine(page, '"voucherMaximum": 948')).click();
    await retypeLineEnd(page, '948,'.length, '-5,');
    await expect(draft.getByText(fill(en.OPS_REGIONS_UNSAVED_one, { count: 1, files: 'UK-LONDON.json' }))).toBeVisible();
    await draft.getByRole('button', { name: en.OPS_REGIONS_SAVE_DRAFT }).click();
    // A negative maximum: the schema's minimum, and below each country's voucher minimum.
    const problems = draft.getByRole('region', { name: /this draft cannot be published/ });
    await expect(problems.getByRole('listitem').first()).toContainText('regions/UK-LONDON.json /keyValues/voucherMaximum');
    const mistakes = await problems.getByRole('listitem').count();

    // Submitting it anyway is refused with the same mistake, on its file and pointer.
    await expect(draft.getByText(en.OPS_REGIONS_APPROVAL_EXPLAINED)).toBeVisible();
    await draft.getByLabel(en.OPS_REGIONS_MESSAGE_LABEL).fill('Raise the London voucher maximum to 949');
    await draft.getByRole('button', { name: en.OPS_REGIONS_SUBMIT }).click();
    const refused = draft.getByRole('alert').filter({ hasText: fill(mistakes === 1 ? en.OPS_REGIONS_NOT_SUBMITTED_one : en.OPS_REGIONS_NOT_SUBMITTED_other, { count: mistakes }) });
    await expect(refused.getByRole('listitem')).toHaveCount(mistakes);
    for (const item of await refused.getByRole('listitem').all()) await expect(item).toContainText('regions/UK-LONDON.json /keyValues/voucherMaximum');
    await expect(page.getByText(en.ERROR_LABEL_GENERIC)).toHaveCount(0);
    await snapshot(page, 'ops-draft-refused', { widths: [360, 1280] });

    // The mistake opens the file at its place; fixed, saved, the review shows the value and the people.
    await page.setViewportSize({ width: 1280, height: 900 });
    await refused.getByRole('button').first().click();
    await retypeLineEnd(page, '-5,'.length, '949,');
    await draft.getByRole('button', { name: en.OPS_REGIONS_SAVE_DRAFT }).click();
    const london = draft.getByRole('article', { name: /London/ });
    await expect(london.getByRole('listitem').filter({ hasText: 'voucherMaximum' })).toHaveText('voucherMaximum: 948 → 949');
    await expect(london.getByText(en.OPS_REGIONS_ENVS_BOTH)).toBeVisible();
    await expect(london.getByText(/^Reaches \d+ workers?, \d+ applicants? in progress, \d+ students?\.$/)).toBeVisible();
    await expect(refused).toHaveCount(0);
    await snapshot(page, 'ops-draft-review', { widths: [360, 1280] });

    await draft.getByRole('button', { name: en.OPS_REGIONS_SUBMIT }).click();
    await expect(draft.getByText(en.OPS_REGIONS_WAITING_TITLE)).toBeVisible();
    await expect(page.getByRole('button', { name: en.OPS_REGIONS_APPROVE })).toHaveCount(0);
    expect(await londonVoucherMaximum(page.request)).toBe(948);
    await snapshot(page, 'ops-draft-waiting', { widths: [360, 1280] });

    // A second ops account reviews and approves it in their own browser.
    const reviewerContext = await browser.newContext({ baseURL: portalUrl() });
    try {
      await logInThroughApi(reviewerContext.request, 'ops.reviewer@demo.portal.test');
      const reviewer = await reviewerContext.newPage();
      await openOps(reviewer);
      const submitted = reviewer.getByRole('region', { name: en.OPS_REGIONS_OTHERS_TITLE }).getByRole('article', { name: /ops@demo\.portal\.test/ });
      await expect(submitted.getByText('Raise the London voucher maximum to 949')).toBeVisible();
      await submitted.getByRole('button', { name: en.OPS_REGIONS_REVIEW_SHOW }).click();
      await expect(submitted.getByRole('listitem').filter({ hasText: 'voucherMaximum' })).toHaveText('voucherMaximum: 948 → 949');
      await submitted.getByRole('button', { name: en.OPS_REGIONS_APPROVE }).click();
      const reviewerLive = reviewer.getByRole('region', { name: en.OPS_REGIONS_LIVE_TITLE });
      await expect(reviewerLive.getByText(/^Version \d+ is live on every instance\.$/)).toBeVisible();
      const approvedVersion = Number(/Version (\d+)/.exec((await reviewerLive.getByText(/is live on every instance/).textContent())!)![1]);
      expect(await londonVoucherMaximum(page.request)).toBe(949);

      // The author's page learns of the approval without a reload.
      await expect(page.getByText(fill(en.OPS_REGIONS_LIVE_EVERYWHERE, { version: approvedVersion }))).toBeVisible({ timeout: 20_000 });

      // The audit log (issue 25), from the link on /ops: the approval by the second account, naming the version, above the author's submission.
      await page.getByRole('link', { name: en.OPS_AUDIT_LINK }).click();
      await expect(page.getByRole('heading', { level: 1, name: en.OPS_AUDIT_TITLE })).toBeVisible();
      const approval = page.getByRole('article', { name: en.OPS_AUDIT_ACTION_REGION_APPROVE }).first();
      await expect(approval).toContainText('ops.reviewer@demo.portal.test');
      await expect(approval.getByRole('definition').first()).toHaveText(String(approvedVersion));
      await expect(approval).toContainText('Raise the London voucher maximum to 949');
      await expect(page.getByRole('article', { name: en.OPS_AUDIT_ACTION_REGION_DRAFT_SUBMIT }).first()).toContainText('ops@demo.portal.test');
      await snapshot(page, 'ops-audit', { widths: [360, 1280] });
      await page.goBack();

      // The history says who and why, with the diff; a rollback from the page puts the start back.
      const history = reviewer.getByRole('region', { name: en.OPS_REGIONS_HISTORY_TITLE });
      const approved = history.getByRole('article', { name: new RegExp(`^Version ${approvedVersion}\\b`) });
      await expect(approved.getByText('Raise the London voucher maximum to 949')).toBeVisible();
      await expect(approved).toContainText(fill(en.OPS_REGIONS_VERSION_APPROVED_BY, { approver: 'ops.reviewer@demo.portal.test' }));
      await approved.getByRole('button', { name: en.OPS_REGIONS_CHANGES_SHOW }).click();
      await expect(approved.getByRole('listitem').filter({ hasText: 'voucherMaximum' })).toHaveText('voucherMaximum: 948 → 949');
      const startEntry = history.getByRole('article', { name: new RegExp(`^Version ${startVersion.id}\\b`) });
      await startEntry.getByRole('button', { name: en.OPS_REGIONS_ROLLBACK }).click();
      await startEntry.getByRole('button', { name: fill(en.OPS_REGIONS_ROLLBACK_TO, { version: startVersion.id }) }).click();
      await expect(reviewerLive.getByText(fill(en.OPS_REGIONS_LIVE_EVERYWHERE, { version: approvedVersion + 1 }))).toBeVisible();
      expect(await londonVoucherMaximum(page.request)).toBe(948);
      expect((await overview(page.request)).approvalRequired).toBe(false);
    } finally {
      await reviewerContext.close();
    }
  } finally {
    // Whatever happened above, the next tests get the configuration this one found.
    const now = await overview(page.request);
    if (now.version?.hash !== startVersion.hash) {
      const back = await page.request.post(`/api/ops/regions/versions/${startVersion.id}/rollback`, { headers: origin(), data: { message: 'e2e: back to the start' } });
      expect(back.status(), await back.text()).toBe(200);
    }
  }
});
