import { expect, test } from '@playwright/test';
import { asPersona, SERIAL, setClock, todayAt } from './helpers';

test.describe('refer and promote profile (W§2)', () => {
  // SERIAL: it sets the server's clock, which every test running at the same time would see.
  test('the London worker copies the referral link, sees referees with progress, and opens the public profile', SERIAL, async ({ page, context, baseURL, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await asPersona(page, 'worker.london');
    await page.goto('/refer');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
    await expect(page.getByTestId('referral-code')).toHaveText('AMELIA2026');
    const link = page.getByTestId('share-url');
    await expect(link).toHaveValue(/\/signup\?referralCode=AMELIA2026$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    // Referees at every stage: declined shown as such, complete with the kickback.
    await expect(page.getByTestId('referee').first()).toBeVisible();
    await expect(page.getByText('Application declined').first()).toBeVisible();
    await expect(page.getByText(/Complete: you earned £\d+/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Step 3 of 7/ }).first()).toBeVisible();

    // Outside the support hours (R§9) the chat button offers the offline popup.
    await setClock(request, todayAt(23, 30));
    try {
      await page.goto('/promote-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Promote your profile' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toBeVisible();
      // R§2 side panel: the article opens in the panel, on the page (issue 27).
      const faq = page.getByTestId('faq-side-panel');
      await faq.getByRole('button', { name: 'What do clients see on my public profile?' }).click();
      await expect(faq.getByRole('link', { name: 'Open this article in the help centre' })).toBeVisible();
      await expect(page).toHaveURL(/\/promote-profile$/);
      await page.getByRole('region', { name: 'Need help?' }).getByRole('button', { name: 'Chat with us' }).click();
      await expect(page.getByRole('dialog').getByText('Our chat is offline')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    } finally {
      await setClock(request, null);
    }

    // Issue 27: at 360 px the floating chat button sits on none of the share buttons, even with the last one at the bottom of the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('link', { name: 'Share on LinkedIn' }).evaluate((link) => link.scrollIntoView({ block: 'end' }));
    const launcher = (await page.locator('.support-chat__launcher').boundingBox())!;
    for (const share of await page.getByRole('link', { name: /^Share on / }).all()) {
      const box = (await share.boundingBox())!;
      const overlaps = box.x < launcher.x + launcher.width && launcher.x < box.x + box.width && box.y < launcher.y + launcher.height && launcher.y < box.y + box.height;
      expect(overlaps, (await share.textContent()) ?? '').toBe(false);
    }

    const href = await page.getByTestId('public-profile-link').getAttribute('href');
    expect(href).toMatch(/\/profiles\/amelia2026$/);
    const visitor = await context.browser()!.newContext();
    const profile = await visitor.newPage();
    await profile.goto(new URL(href!).pathname);
    await expect(profile.getByTestId('public-profile-name')).toHaveText(/^Amelia [A-Z]\.$/);
    await expect(profile.getByText('Specialities')).toBeVisible();
    await expect(profile.locator('body')).not.toContainText('@demo.portal.test');
    await expect(profile.locator('body')).not.toContainText('+44');
    await visitor.close();
  });

  test('in French for the Paris worker', async ({ page }) => {
    await asPersona(page, 'worker.paris');
    await page.goto('/refer');
    await expect(page.getByRole('heading', { level: 1, name: 'Parrainer un ami' })).toBeVisible();
    await expect(page.getByTestId('share-url')).toHaveValue(/\/fr\/signup\?referralCode=CAMILLE2026$/);
    await expect(page.getByText('Candidature refusée').first()).toBeVisible();
    await page.goto('/promote-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Promouvoir mon profil' })).toBeVisible();
    // The side panel's articles open in the panel (issue 27): a button per question.
    await expect(page.getByTestId('faq-side-panel').getByRole('button', { name: 'Comment partager mon profil ?' })).toBeVisible();
    const href = await page.getByTestId('public-profile-link').getAttribute('href');
    expect(href).toMatch(/\/fr\/profiles\/camille2026$/);
    await page.goto(new URL(href!).pathname);
    await expect(page.getByTestId('public-profile-name')).toHaveText(/^Camille [A-Z]\.$/);
    await expect(page.getByText('Spécialités')).toBeVisible();
  });
});
