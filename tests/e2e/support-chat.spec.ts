/**
 * The support chat (W§2 live chat, R§6 customer support, R§9 support hours): inside the hours a
 * London worker writes, customer support (a second browser context) answers from the inbox and
 * the worker reads it without reloading; outside them the launcher shows the offline popup. The
 * test server's clock is set (PUT /api/dev/clock) so the answer does not depend on the time of day.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { asPersona, openHome, portalUrl, SERIAL, setClock, storageStateOf, todayAt, unique } from './helpers';

/** The cookie banner answered, so it does not cover the launcher in the corner. */
async function dismissCookieBanner(context: BrowserContext) {
  await context.addCookies([{ name: 'cookie_banner_dismissed', value: '1', url: portalUrl() }]);
}

test.afterAll(async ({ request }) => {
  await setClock(request, null);
});

// SERIAL (both tests): they set the server's clock, which every test running at the same time would see.
test('a London worker chats inside support hours and support answers live from the inbox', SERIAL, async ({ browser, request }) => {
  await setClock(request, todayAt(12, 0));
  const workerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: storageStateOf('worker.london') });
  const supportContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: storageStateOf('support') });
  await dismissCookieBanner(workerContext);
  try {
    const worker = await workerContext.newPage();
    await worker.goto('/ratings');
    await worker.getByRole('button', { name: 'Chat with us' }).click();
    const chat = worker.getByRole('dialog', { name: 'Chat with support' });
    await expect(chat).toBeVisible();
    const question = `Where do I change my address? ${unique()}`;
    await chat.getByLabel('Your message').fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText(question)).toBeVisible();

    const support = await supportContext.newPage();
    await openHome(support);
    await expect(support).toHaveURL(/\/support$/);
    await expect(support.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
    const item = support.getByRole('button', { name: new RegExp(question.replace(/[?]/g, '\\?')) });
    await expect(item).toContainText('London');
    await expect(item).toContainText('Practitioner');
    await item.click();
    const conversation = support.getByRole('region', { name: 'Amelia Clarke' });
    await expect(conversation.getByText(question)).toBeVisible();
    const answer = `On your account page, under Location. ${unique()}`;
    await conversation.getByLabel('Your answer').fill(answer);
    await conversation.getByRole('button', { name: 'Send' }).click();

    // Live: no reload on the worker's side.
    await expect(chat.getByText(answer)).toBeVisible();
    await expect(chat.getByText('Support', { exact: true })).toBeVisible();

    // Support closes it: it leaves the inbox, and the next test starts from no conversation.
    await conversation.getByRole('button', { name: 'Close the conversation' }).click();
    await expect(support.getByRole('button', { name: new RegExp(question.replace(/[?]/g, '\\?')) })).toHaveCount(0);
  } finally {
    await workerContext.close();
    await supportContext.close();
  }
});

test('outside support hours the launcher shows the offline popup with the support e-mail and the help centre', SERIAL, async ({ page, request }) => {
  await setClock(request, todayAt(23, 30));
  await dismissCookieBanner(page.context());
  await asPersona(page, 'worker.london');
  await page.goto('/ratings');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const popup = page.getByRole('dialog', { name: 'Our chat is offline' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'support.uk@portal.example' })).toHaveAttribute('href', 'mailto:support.uk@portal.example');
  await expect(popup.getByRole('link', { name: 'Go to the help centre' })).toHaveAttribute('href', '/faq');
  // Written from the region's supportOpeningHours by the browser's Intl (its spaces may be narrow ones).
  await expect(popup.getByText(/^Chat hours: 8\s?am\s–\s10\s?pm\.$/)).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});
