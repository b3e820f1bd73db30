/**
 * The priced catalogue of extra bookings (issue 26: extend a booking, book a returning customer
 * again, accept a request to book; W§3 booking item, W§7 products, additionOptions, price; R§9
 * basket duration minimum and maximum). The catalogue is region data (`catalogues.priceList` of a
 * country file, schemas/region.schema.json); these are the rules over it, written once: the
 * server prices and refuses with them, the screens show the same figures.
 *
 * Decisions where the spec is silent:
 * - Prices are the server's truth: a basket names specialities, durations and addition ids, and
 *   its price is computed here from the region's list; a price in a request is never read.
 * - The marketplace's fee is `feePercent` of each item's price (20 percent, what the demo bookings
 *   already show), rounded to the penny; the practitioner earns price − fee (W§3).
 * - An addition applies to a treatment when the treatment's group (massage, medical, ...) or the
 *   treatment itself is listed on it.
 * - The basket's duration is its products' minutes plus its additions' minutes; it must lie
 *   between `basketDurationMinimum` and `basketDurationMaximum` (R§9: 30 and 240, 300 in FR
 *   production), both ends included.
 * - Promotions: the only promotion in the region data is the smart-book promo (R§9), which
 *   belongs to the customer apps' smart booking (the marketplace choosing the practitioner); a
 *   booking the practitioner makes for a returning customer is not one, so no discount applies
 *   and the price says so (`discount` 0).
 */
import { roundMoney, sumMoney } from '../money/round-money';

export interface PricedDuration {
  minutes: number;
  price: number;
}

export interface PriceListProduct {
  speciality: string;
  durations: PricedDuration[];
}

export interface PriceListAddition {
  id: string;
  minutes: number;
  price: number;
  groups?: string[];
  specialities?: string[];
}

export interface PriceList {
  feePercent: number;
  products: PriceListProduct[];
  additions: PriceListAddition[];
}

/** The region's catalogues this file reads (a resolved region's `catalogues`). */
export interface PriceCatalogues {
  priceList?: PriceList;
  specialities?: Record<string, string[]>;
}

/** The price list of a region, or an empty one where the region has none (nothing bookable). */
export function priceListOf(catalogues: PriceCatalogues): PriceList {
  return catalogues.priceList ?? { feePercent: 0, products: [], additions: [] };
}

/** The treatment group (massage, beauty, medical, fitness, lifestyle) of a speciality, or null. */
export function groupOfSpeciality(speciality: string, catalogues: PriceCatalogues): string | null {
  for (const [group, codes] of Object.entries(catalogues.specialities ?? {})) {
    if (codes.includes(speciality)) return group;
  }
  return null;
}

/** The products a worker may sell: those of the price list among the worker's own specialities. */
export function productsForWorker(workerSpecialities: readonly string[], catalogues: PriceCatalogues): PriceListProduct[] {
  const own = new Set(workerSpecialities);
  return priceListOf(catalogues).products.filter((product) => own.has(product.speciality));
}

/** The addition options of a treatment (W§7 additionOptions). */
export function additionOptionsFor(speciality: string, catalogues: PriceCatalogues): PriceListAddition[] {
  const group = groupOfSpeciality(speciality, catalogues);
  return priceListOf(catalogues).additions.filter(
    (addition) => (addition.specialities ?? []).includes(speciality) || (group !== null && (addition.groups ?? []).includes(group)),
  );
}

/** One line of a basket as a request names it. */
export interface BasketLine {
  speciality: string;
  minutes: number;
  additions?: string[];
}

export interface PricedLine {
  type: 'product' | 'addition';
  speciality: string;
  /** The addition's id for an addition line, null for a product. */
  additionId: string | null;
  minutes: number;
  total: number;
  fee: number;
}

export interface BasketPrice {
  lines: PricedLine[];
  minutes: number;
  subtotal: number;
  discount: number;
  total: number;
  fee: number;
}

/** Why a basket cannot be priced: the path of the line at fault and a code. */
export interface BasketProblem {
  path: string;
  code: 'PRODUCT_NOT_OFFERED' | 'DURATION_NOT_OFFERED' | 'ADDITION_NOT_OFFERED';
}

/** The fee of a price (feePercent of it, to the penny). */
export function feeOf(price: number, feePercent: number): number {
  return roundMoney((price * feePercent) / 100);
}

/** An addition line priced from the list (null when the treatment does not offer it). */
export function pricedAddition(speciality: string, additionId: string, catalogues: PriceCatalogues): PricedLine | null {
  const addition = additionOptionsFor(speciality, catalogues).find((option) => option.id === additionId);
  if (!addition) return null;
  const feePercent = priceListOf(catalogues).feePercent;
  return { type: 'addition', speciality, additionId, minutes: addition.minutes, total: addition.price, fee: feeOf(addition.price, feePercent) };
}

/**
 * The price of a basket from the region's list, or the problems of its lines (a treatment the
 * worker does not sell, a duration not sold, an addition the treatment does not take). `offered`
 * is the set of specialities the worker may sell (their own, priced).
 */
export function priceBasket(
  lines: readonly BasketLine[],
  catalogues: PriceCatalogues,
  offered?: ReadonlySet<string>,
): { price: BasketPrice; problems: [] } | { price: null; problems: BasketProblem[] } {
  const list = priceListOf(catalogues);
  const problems: BasketProblem[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const product = list.products.find((p) => p.speciality === line.speciality);
    if (!product || (offered && !offered.has(line.speciality))) return void problems.push({ path: `/items/${i}/speciality`, code: 'PRODUCT_NOT_OFFERED' });
    const duration = product.durations.find((d) => d.minutes === line.minutes);
    if (!duration) return void problems.push({ path: `/items/${i}/minutes`, code: 'DURATION_NOT_OFFERED' });
    priced.push({ type: 'product', speciality: line.speciality, additionId: null, minutes: duration.minutes, total: duration.price, fee: feeOf(duration.price, list.feePercent) });
    (line.additions ?? []).forEach((id, j) => {
      const addition = pricedAddition(line.speciality, id, catalogues);
      if (!addition) problems.push({ path: `/items/${i}/additions/${j}`, code: 'ADDITION_NOT_OFFERED' });
      else priced.push(addition);
    });
  });
  if (problems.length > 0) return { price: null, problems };
  return { price: totalOf(priced), problems: [] };
}

/** The totals of priced lines (no discount: see the file comment on promotions). */
export function totalOf(lines: readonly PricedLine[]): BasketPrice {
  const subtotal = sumMoney(lines.map((line) => line.total));
  return {
    lines: [...lines],
    minutes: lines.reduce((sum, line) => sum + line.minutes, 0),
    subtotal,
    discount: 0,
    total: subtotal,
    fee: sumMoney(lines.map((line) => line.fee)),
  };
}

export interface BasketLimits {
  minimumMinutes: number;
  maximumMinutes: number;
}

export type BasketLimitRefusal = 'BASKET_TOO_SHORT' | 'BASKET_TOO_LONG';

/** R§9 basket duration minimum and maximum, both included. */
export function basketLimitRefusal(minutes: number, limits: BasketLimits): BasketLimitRefusal | null {
  if (minutes < limits.minimumMinutes) return 'BASKET_TOO_SHORT';
  if (minutes > limits.maximumMinutes) return 'BASKET_TOO_LONG';
  return null;
}
