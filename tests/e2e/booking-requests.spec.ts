import { expect, test } from '@playwright/test';
import type { BookingRequestsResponse } from '../../engine/generated/api/booking-requests-response';
import { asPersona, SERIAL, setClock, snapshot } from './helpers';

/**
 * Request to book (issue 26) for the Paris worker, the beta worker of FR's test variant (demo data:
 * two pending requests, one expired): the requests at the top of the bookings list, in French, with
 * their countdowns; accepting one makes an unconfirmed booking in the list; the other one's countdown
 * reaches "Expirée" (the page's clock), then the server's clock passes its expiry: gone after a
 * reload, and accepting it is refused (409 REQUEST_EXPIRED).
 *
 * @serial: it sets the server's clock, and it adds a booking to the Paris worker's list, which the
 * parallel bookings test reads.
 */
test('a beta worker accepts one request and sees another expire', SERIAL, async ({ page, request }) => {
  await asPersona(page, 'worker.paris');
  const listed = await page.request.get('/api/booking-requests');
  expect(listed.status()).toBe(200);
  // The one with the least time left expires (demo data: 20 minutes at the seeding); the one with the most is accepted.
  const { requests } = (await listed.json()) as BookingRequestsResponse;
  expect(requests.length).toBeGreaterThanOrEqual(2);
  const toExpire = requests.reduce((a, b) => (a.secondsToExpiry <= b.secondsToExpiry ? a : b));
  const toAccept = requests.reduce((a, b) => (a.secondsToExpiry > b.secondsToExpiry ? a : b));

  // The page's clock runs on as usual until the test moves it on.
  await page.clock.install();
  await page.goto('/bookings');
  // The list's popups, one after the other (the Paris base location's, unless the bookings test answered it before).
  const popup = page.getByRole('dialog');
  for (let wait = 3_000; await popup.waitFor({ state: 'visible', timeout: wait }).then(() => true, () => false); wait = 1_000) {
    await popup.getByRole('button', { name: /^(Toujours exacte|J’ai compris|Me le rappeler plus tard)$/ }).first().click();
    await popup.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined);
  }
  const section = page.getByRole('region', { name: 'Demandes de réservation' });
  await expect(section).toBeVisible();
  const accepted = section.getByRole('article', { name: toAccept.customerName });
  const expiring = section.getByRole('article', { name: toExpire.customerName });
  await expect(accepted).toContainText(/Expire dans \d/);
  await expect(accepted).toContainText('€');
  // The cookie notice's own Accept first (the helper's button search would also find the cards' Accepter).
  const cookies = page.getByRole('region', { name: /cookies/i }).getByRole('button', { name: 'Accepter' });
  if (await cookies.isVisible()) await cookies.click();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snapshot(page, `booking-requests-fr-${width}`, { fullPage: true });
  }

  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/booking-requests/${toAccept.id}/accept`));
  await accepted.getByRole('button', { name: 'Accepter' }).click();
  const { id: bookingId } = (await (await answer).json()) as { id: string };
  await expect(section.getByRole('status')).toContainText(`Vous avez accepté la demande de ${toAccept.customerName}`);
  await expect(accepted).toHaveCount(0);
  // The new booking is in the list, unconfirmed.
  await expect(page.locator(`a.booking-card[href="/bookings/${bookingId}"]`)).toContainText('Non confirmée');

  // The other request's countdown reaches zero: it says so and can no longer be answered.
  await expect(expiring.getByRole('button', { name: 'Accepter' })).toBeVisible();
  await page.clock.fastForward((toExpire.secondsToExpiry + 2) * 1000);
  await expect(expiring).toContainText('Expirée');
  await expect(expiring.getByRole('button')).toHaveCount(0);

  try {
    await setClock(request, new Date(Date.now() + (toExpire.secondsToExpiry + 60) * 1000).toISOString());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
    await expect(page.getByRole('article', { name: toExpire.customerName })).toHaveCount(0);
    const late = await page.request.post(`/api/booking-requests/${toExpire.id}/accept`, { headers: { origin: new URL(page.url()).origin } });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe('REQUEST_EXPIRED');
  } finally {
    await setClock(request, null);
  }
});
