import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdditionOptionsResponse } from '../../engine/generated/api/addition-options-response';
import type { BookingResponse } from '../../engine/generated/api/booking-response';
import type { BookingsResponse } from '../../engine/generated/api/bookings-response';
import { formatMoney } from '../../engine/money/format-money';
import { roundMoney } from '../../engine/money/round-money';
import { displayedPrice } from '../../engine/rules/bookings';
import { feeOf } from '../../engine/rules/price-list';
import { asPersona, snapshot } from './helpers';

/**
 * The London worker's latest upcoming booking they may extend with aromatherapy oils (a massage
 * addition that adds no time, so no later booking or diary edge refuses it), found through the API
 * as the seed left it. The latest: the specs that read the first days of the list are not disturbed.
 */
async function extendableBooking(request: APIRequestContext) {
  const list = (await (await request.get('/api/bookings')).json()) as BookingsResponse;
  const upcoming = list.days.flatMap((day) => day.bookings).filter((b) => b.label === 'confirmed' && Date.parse(b.startsAt) > Date.now());
  for (const summary of upcoming.reverse()) {
    const booking = (await (await request.get(`/api/bookings/${summary.id}`)).json()) as BookingResponse;
    if (!booking.canExtend) continue;
    const options = (await (await request.get(`/api/bookings/${summary.id}/additionOptions`)).json()) as AdditionOptionsResponse;
    const oils = options.treatments.flatMap((treatment) => treatment.options).find((option) => option.id === 'AROMATHERAPY_OILS');
    if (oils) return { booking, earned: displayedPrice({ total: oils.price, fee: feeOf(oils.price, options.feePercent) }) };
  }
  throw new Error('No extendable London massage booking in the demo data');
}

test('the London worker extends a booking with an addition and sees the new total', async ({ page }) => {
  await asPersona(page, 'worker.london');
  const { booking, earned } = await extendableBooking(page.request);
  const money = (amount: number) => formatMoney(amount, '£', 'en_GB');
  const before = money(booking.price);
  const after = money(roundMoney(booking.price + earned));

  await page.goto(`/bookings/${booking.id}`);
  await page.getByRole('link', { name: 'Extend', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/extend$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Extend the booking' })).toBeVisible();
  await expect(page).toHaveTitle(/^Extend the booking · /);
  await expect(page.getByText(booking.customerName!)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Aromatherapy oils' }).check();
  await expect(page.getByRole('definition').filter({ hasText: after })).toHaveText(`${after} (was ${before})`);
  await expect(page.getByText(/^The customer pays £10\.00 for these additions/)).toBeVisible();
  await snapshot(page, 'extend-booking', { widths: [360, 1280] });

  await page.getByRole('button', { name: 'Add to the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText('Aromatherapy oils')).toBeVisible();
  await expect(items.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(after);
});

/** The first of a worker's bookings in the demo data whose detail the test opens, through the API. */
async function firstBooking(request: APIRequestContext, wanted: (booking: BookingResponse) => boolean) {
  const list = (await (await request.get('/api/bookings')).json()) as BookingsResponse;
  for (const summary of list.days.flatMap((day) => day.bookings)) {
    const booking = (await (await request.get(`/api/bookings/${summary.id}`)).json()) as BookingResponse;
    if (wanted(booking)) return booking;
  }
  throw new Error('No such booking in the demo data');
}

test("the buttons follow the region: none in Vienna (Austria enables no group), both on the London restricted worker's nails booking", async ({ page }) => {
  await asPersona(page, 'worker.vienna');
  const vienna = await firstBooking(page.request, (booking) => !booking.isCancelled);
  await page.goto(`/bookings/${vienna.id}`);
  await expect(page.getByRole('heading', { level: 1, name: vienna.customerName! })).toBeVisible();
  await expect(page.getByText(vienna.reference)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verlängern' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Erneut buchen' })).toHaveCount(0);

  await asPersona(page, 'worker.restricted');
  const nails = await firstBooking(page.request, (booking) => booking.canRebook);
  await page.goto(`/bookings/${nails.id}`);
  await expect(page.getByRole('heading', { level: 1, name: nails.customerName! })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible();
});
