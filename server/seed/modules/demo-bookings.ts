// Bookings of the demo workers (issue 10 "Demo data"): the last 31 days and the next 30, at plausible local hours
// in each worker's city's timezone, relative to the seeding time so a fresh demo always looks current. Every kind
// of booking the detail page shows: unconfirmed, confirmed, cancelled, digital, a group booking with other
// practitioners, additions, tips, a cancelled item with its cancellation total and fee, customer comments, cats and
// dogs, floors (ground to 5+), parking, ratings with comments on past ones, and a returning customer whose earlier
// visits carry notes (the note history of her next, upcoming booking). Stable ids ("demo-bk-london-07"): inserting
// again changes nothing.
import { inArray } from 'drizzle-orm';
import { roundMoney } from '../../../engine/money/round-money';
import { feeOf } from '../../../engine/rules/price-list';
import { addDays, zonedDate, zonedTime } from '../../../engine/time/zoned-time';
import { bookingItems, bookingNotes, bookingOtherHeroes, bookings, ratings, workers } from '../../platform/db/schema';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';

const MINUTE = 60_000;

/** The instant of a wall-clock time in a timezone, `days` calendar days from today there (engine/time/zoned-time.ts). */
function localTime(now: Date, timeZone: string, days: number, hour: number, minute = 0): Date {
  return zonedTime(addDays(zonedDate(now, timeZone), days), hour, minute, timeZone);
}

interface Customer {
  name: string;
  address1: string;
  address2?: string;
  postcode: string;
  lat: number;
  lng: number;
}

interface CityData {
  key: string;
  cityId: string;
  cityName: string;
  timeZone: string;
  currency: 'GBP' | 'EUR';
  /** Customers; the first one returns (earlier visits with notes, one upcoming). */
  customers: Customer[];
  colleagues: { name: string; mobile: string }[];
  text: {
    hotStones: string;
    extraTime: string;
    scalp: string;
    duration60: string;
    duration90: string;
    duration30: string;
    comments: string[];
    parking: string[];
    ratingComments: string[];
    notes: string[];
  };
  /** Price level of a 60-minute treatment, in the country's currency. */
  base: number;
}

const LONDON: CityData = {
  key: 'london',
  cityId: 'UK-LONDON',
  cityName: 'London',
  timeZone: 'Europe/London',
  currency: 'GBP',
  base: 70,
  customers: [
    { name: 'Emma Wilson', address1: '14 Clapham Common North Side', postcode: 'SW4 0RF', lat: 51.4626, lng: -0.1482 },
    { name: 'James Whitaker', address1: 'Flat 3', address2: '22 Elgin Avenue', postcode: 'W9 3QP', lat: 51.5262, lng: -0.1923 },
    { name: 'Aisha Khan', address1: '8 Upper Street', postcode: 'N1 0PQ', lat: 51.5353, lng: -0.1043 },
    { name: 'Sophie Turner', address1: '45 Bermondsey Street', postcode: 'SE1 3XF', lat: 51.4999, lng: -0.0817 },
    { name: 'Tom Hughes', address1: '101 Kentish Town Road', postcode: 'NW1 8NY', lat: 51.5431, lng: -0.1427 },
    { name: 'Charlotte Evans', address1: '7 Redchurch Street', postcode: 'E2 7DJ', lat: 51.5243, lng: -0.0757 },
    { name: 'Raj Patel', address1: '30 Lavender Hill', postcode: 'SW11 5RL', lat: 51.4644, lng: -0.1626 },
  ],
  colleagues: [
    { name: 'Grace Okafor', mobile: '+44 7700 900311' },
    { name: 'Daniel Reid', mobile: '+44 7700 900312' },
  ],
  text: {
    hotStones: 'Hot stones',
    extraTime: 'Extra 30 minutes',
    scalp: 'Scalp massage',
    duration30: '30 min',
    duration60: '60 min',
    duration90: '90 min',
    comments: [
      'Please ring the top bell, the lower one is broken.',
      'I have a bad lower back, gentle pressure there please.',
      'Massage table not needed, I have one.',
    ],
    parking: ['Pay and display on the street, free after 6.30pm.', 'Visitor permit at reception, ask for bay 12.', 'No parking nearby: Clapham Common tube is 5 minutes away.'],
    ratingComments: ['Wonderful as always, felt brand new.', 'Very professional, a bit late but lovely.', 'Good massage but the pressure was too light for me.'],
    notes: [
      'Emma prefers firm pressure on the shoulders; avoid the left knee (old injury).',
      'Second visit: shoulders much better. She likes lavender oil, no music.',
    ],
  },
};

const PARIS: CityData = {
  key: 'paris',
  cityId: 'FR-PARIS',
  cityName: 'Paris',
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  base: 80,
  customers: [
    { name: 'Élodie Moreau', address1: '12 rue Oberkampf', postcode: '75011', lat: 48.8649, lng: 2.3733 },
    { name: 'Julien Lefèvre', address1: '5 rue des Martyrs', postcode: '75009', lat: 48.8786, lng: 2.3399 },
    { name: 'Chloé Bernard', address1: '28 avenue de la Motte-Picquet', address2: 'Bâtiment B', postcode: '75007', lat: 48.8545, lng: 2.3036 },
    { name: 'Hugo Martin', address1: '3 rue Mouffetard', postcode: '75005', lat: 48.8431, lng: 2.3497 },
    { name: 'Léa Dubois', address1: '41 boulevard de Belleville', postcode: '75011', lat: 48.8678, lng: 2.3797 },
    { name: 'Antoine Girard', address1: '9 rue Lepic', postcode: '75018', lat: 48.8853, lng: 2.3343 },
    { name: 'Manon Petit', address1: '17 rue de Charonne', postcode: '75011', lat: 48.8536, lng: 2.3772 },
  ],
  colleagues: [
    { name: 'Sarah Benali', mobile: '+33 6 45 21 87 90' },
    { name: 'Thomas Roux', mobile: '+33 6 98 76 54 32' },
  ],
  text: {
    hotStones: 'Pierres chaudes',
    extraTime: '30 minutes supplémentaires',
    scalp: 'Massage du cuir chevelu',
    duration30: '30 min',
    duration60: '60 min',
    duration90: '90 min',
    comments: ['Code de la porte : 4821B, 3e étage à gauche.', "J'ai mal au bas du dos, pression douce s'il vous plaît.", 'Pas besoin de table, j’en ai une.'],
    parking: ['Parking Indigo Oberkampf à 200 m.', 'Stationnement payant dans la rue, gratuit le dimanche.', 'Pas de parking : métro Parmentier à 3 minutes.'],
    ratingComments: ['Parfait, comme toujours.', 'Très professionnel, un peu en retard mais top.', 'Bon massage mais pression un peu légère.'],
    notes: ['Élodie préfère une pression ferme sur les épaules ; éviter le genou gauche.', 'Deuxième visite : épaules bien mieux. Aime l’huile de lavande, pas de musique.'],
  },
};

const VIENNA: CityData = {
  key: 'vienna',
  cityId: 'AT-VIENNA',
  cityName: 'Wien',
  timeZone: 'Europe/Vienna',
  currency: 'EUR',
  base: 75,
  customers: [
    { name: 'Anna Schmid', address1: 'Neubaugasse 12/4', postcode: '1070', lat: 48.2005, lng: 16.3494 },
    { name: 'Stefan Huber', address1: 'Mariahilfer Straße 88/10', postcode: '1070', lat: 48.1967, lng: 16.3452 },
    { name: 'Sophie Wagner', address1: 'Praterstraße 25/3', postcode: '1020', lat: 48.2148, lng: 16.3857 },
    { name: 'Maximilian Bauer', address1: 'Landstraßer Hauptstraße 40/7', postcode: '1030', lat: 48.2017, lng: 16.3879 },
    { name: 'Laura Pichler', address1: 'Wiedner Hauptstraße 15/2', postcode: '1040', lat: 48.1936, lng: 16.3684 },
    { name: 'Felix Steiner', address1: 'Josefstädter Straße 30/5', postcode: '1080', lat: 48.2099, lng: 16.3489 },
    { name: 'Julia Hofer', address1: 'Währinger Straße 60/1', postcode: '1090', lat: 48.2236, lng: 16.3513 },
  ],
  colleagues: [
    { name: 'Katharina Moser', mobile: '+43 660 1234567' },
    { name: 'David Leitner', mobile: '+43 664 7654321' },
  ],
  text: {
    hotStones: 'Hot Stones',
    extraTime: '30 Minuten länger',
    scalp: 'Kopfmassage',
    duration30: '30 Min.',
    duration60: '60 Min.',
    duration90: '90 Min.',
    comments: ['Bitte bei Top 4 läuten, der Lift ist kaputt.', 'Unterer Rücken empfindlich, bitte sanft.', 'Massageliege nicht nötig, ich habe eine.'],
    parking: ['Kurzparkzone, Parkschein nötig (max. 2 Stunden).', 'Garage Neubau, Einfahrt Kaiserstraße.', 'Kein Parkplatz: U3 Neubaugasse 2 Minuten.'],
    ratingComments: ['Wunderbar wie immer.', 'Sehr professionell, etwas spät, aber toll.', 'Gute Massage, aber zu wenig Druck für mich.'],
    notes: ['Anna mag festen Druck an den Schultern; linkes Knie meiden (alte Verletzung).', 'Zweiter Besuch: Schultern viel besser. Mag Lavendelöl, keine Musik.'],
  },
};

type BookingInsert = typeof bookings.$inferInsert;
type ItemInsert = typeof bookingItems.$inferInsert;

interface Plan {
  days: number;
  hour: number;
  minute?: number;
  minutes: number;
  customer: number;
  confirmed?: boolean;
  cancelled?: boolean;
  digital?: boolean;
  type?: string;
  stairs?: string;
  cats?: boolean;
  dogs?: boolean;
  comment?: number;
  parking?: number;
  items: ('main60' | 'main90' | 'main30' | 'hotStones' | 'extraTime' | 'tip' | 'cancelledScalp')[];
  rating?: [number, number];
  note?: number;
  /** Other practitioners of a group booking, starting at the same time (offset in minutes). */
  group?: boolean;
}

/** The full set (the London, Paris and Vienna workers). */
const FULL_PLAN: Plan[] = [
  { days: -30, hour: 10, minutes: 60, customer: 0, confirmed: true, stairs: '2', items: ['main60', 'tip'], rating: [5, 0], note: 0, parking: 2 },
  { days: -24, hour: 18, minutes: 90, customer: 1, confirmed: true, stairs: '3', items: ['main90', 'hotStones'], rating: [4, 1], dogs: true },
  { days: -19, hour: 9, minute: 30, minutes: 60, customer: 2, cancelled: true, stairs: 'ground', items: ['main60'] },
  { days: -12, hour: 14, minutes: 60, customer: 0, confirmed: true, stairs: '2', items: ['main60', 'extraTime'], rating: [5, 0], note: 1 },
  { days: -8, hour: 19, minutes: 30, customer: 3, confirmed: true, digital: true, items: ['main30'], rating: [5, 1] },
  { days: -4, hour: 11, minutes: 90, customer: 4, confirmed: true, stairs: '1', items: ['main90', 'cancelledScalp', 'tip'], rating: [3, 2], comment: 1 },
  { days: -2, hour: 16, minutes: 60, customer: 5, stairs: '4', items: ['main60'], cats: true },
  { days: -1, hour: 10, minutes: 60, customer: 6, confirmed: true, type: 'back-to-back', group: true, stairs: 'ground', items: ['main60'], rating: [5, 0] },
  { days: 1, hour: 10, minutes: 60, customer: 3, confirmed: true, type: 'back-to-back', group: true, stairs: '1', items: ['main60'], parking: 1 },
  { days: 1, hour: 18, minutes: 90, customer: 0, stairs: '3', cats: true, comment: 0, parking: 0, items: ['main90', 'hotStones'] },
  { days: 2, hour: 12, minutes: 60, customer: 1, stairs: 'ground', dogs: true, items: ['main60', 'extraTime'], comment: 2 },
  { days: 3, hour: 9, minutes: 60, customer: 2, confirmed: true, stairs: '5+', items: ['main60'], parking: 2 },
  { days: 5, hour: 15, minutes: 60, customer: 4, cancelled: true, stairs: '2', items: ['main60'] },
  { days: 8, hour: 11, minutes: 30, customer: 5, digital: true, items: ['main30'] },
  { days: 12, hour: 17, minutes: 90, customer: 6, confirmed: true, stairs: '1', cats: true, dogs: true, items: ['main90'], parking: 1 },
  { days: 20, hour: 10, minutes: 60, customer: 3, stairs: '4', items: ['main60', 'hotStones'] },
  { days: 29, hour: 14, minutes: 60, customer: 1, confirmed: true, stairs: 'ground', items: ['main60'] },
];

/** A few for the inactive and the restricted London workers: their lists are not empty either. */
const SHORT_PLAN: Plan[] = [
  { days: -6, hour: 13, minutes: 60, customer: 4, confirmed: true, stairs: '1', items: ['main60', 'tip'], rating: [4, 1] },
  { days: 2, hour: 15, minutes: 60, customer: 5, stairs: '2', items: ['main60'], parking: 0 },
  { days: 9, hour: 11, minutes: 60, customer: 2, confirmed: true, stairs: 'ground', items: ['main60'] },
];

interface WorkerSeed {
  workerId: string;
  workerName: string;
  city: CityData;
  plan: Plan[];
  /** The treatment of the worker (a speciality key the screens translate). */
  speciality: string;
  /** Distinguishes two workers of one city in the ids. */
  idKey: string;
}

const WORKERS: WorkerSeed[] = [
  { workerId: DEMO_WORKER_IDS.workerLondon, workerName: 'Amelia Clarke', city: LONDON, plan: FULL_PLAN, speciality: 'SPECIALITY_DEEP_TISSUE', idKey: 'london' },
  { workerId: DEMO_WORKER_IDS.workerParis, workerName: 'Camille Laurent', city: PARIS, plan: FULL_PLAN, speciality: 'SPECIALITY_SWEDISH_MASSAGE', idKey: 'paris' },
  { workerId: DEMO_WORKER_IDS.workerVienna, workerName: 'Lukas Gruber', city: VIENNA, plan: FULL_PLAN, speciality: 'SPECIALITY_FULL_BODY_MASSAGE', idKey: 'vienna' },
  { workerId: DEMO_WORKER_IDS.workerInactive, workerName: 'Oliver Bennett', city: LONDON, plan: SHORT_PLAN, speciality: 'SPECIALITY_SPORTS_MASSAGE', idKey: 'inactive' },
  { workerId: DEMO_WORKER_IDS.workerRestricted, workerName: 'Priya Shah', city: LONDON, plan: SHORT_PLAN, speciality: 'SPECIALITY_GEL_MANICURE', idKey: 'restricted' },
];

/** Price and fee (20 %) of a line, rounded to the penny. */
function priced(total: number) {
  return { total, fee: feeOf(total, 20) };
}

export function demoBookingRows(now: Date) {
  const rows: {
    bookings: BookingInsert[];
    items: ItemInsert[];
    heroes: (typeof bookingOtherHeroes.$inferInsert)[];
    notes: (typeof bookingNotes.$inferInsert)[];
    ratings: (typeof ratings.$inferInsert)[];
  } = { bookings: [], items: [], heroes: [], notes: [], ratings: [] };

  for (const seed of WORKERS) {
    const { city } = seed;
    seed.plan.forEach((plan, index) => {
      const id = `demo-bk-${seed.idKey}-${String(index + 1).padStart(2, '0')}`;
      const startsAt = localTime(now, city.timeZone, plan.days, plan.hour, plan.minute ?? 0);
      const endsAt = new Date(startsAt.getTime() + plan.minutes * MINUTE);
      const customer = city.customers[plan.customer];
      const lines: ItemInsert[] = plan.items.map((kind, position) => {
        const base = { bookingId: id, position };
        switch (kind) {
          case 'main30':
            return { ...base, type: 'product', specialityName: seed.speciality, durationName: city.text.duration30, ...priced(Math.round(city.base * 0.55)) };
          case 'main60':
            return { ...base, type: 'product', specialityName: seed.speciality, durationName: city.text.duration60, ...priced(city.base) };
          case 'main90':
            return { ...base, type: 'product', specialityName: seed.speciality, durationName: city.text.duration90, ...priced(Math.round(city.base * 1.4)) };
          case 'hotStones':
            return { ...base, type: 'addition', specialityName: city.text.hotStones, ...priced(15) };
          case 'extraTime':
            return { ...base, type: 'addition', specialityName: city.text.extraTime, durationName: city.text.duration30, ...priced(Math.round(city.base * 0.45)) };
          case 'tip':
            return { ...base, type: 'tip', total: 10, fee: 0 };
          case 'cancelledScalp':
            return {
              ...base,
              type: 'addition',
              specialityName: city.text.scalp,
              durationName: city.text.duration30,
              ...priced(25),
              isCancelled: true,
              cancellationTotal: 12.5,
              cancellationFee: 2.5,
            };
        }
      });
      // The booking's total and fee: what its lines add up to (a cancelled line counts its cancellation amounts).
      const total = lines.reduce((sum, l) => sum + (l.isCancelled ? (l.cancellationTotal ?? 0) : (l.total ?? 0)), 0);
      const fee = lines.reduce((sum, l) => sum + (l.isCancelled ? (l.cancellationFee ?? 0) : (l.fee ?? 0)), 0);
      rows.items.push(...lines);
      rows.bookings.push({
        id,
        workerId: seed.workerId,
        cityId: city.cityId,
        currencyCode: city.currency,
        startsAt,
        endsAt,
        type: plan.type ?? null,
        isConfirmed: plan.confirmed ?? false,
        isCancelled: plan.cancelled ?? false,
        isDigital: plan.digital ?? false,
        total: roundMoney(total),
        fee: roundMoney(fee),
        stairs: plan.digital ? null : (plan.stairs ?? null),
        address1: plan.digital ? null : customer.address1,
        address2: plan.digital ? null : (customer.address2 ?? null),
        postcode: customer.postcode,
        city: city.cityName,
        lat: plan.digital ? null : customer.lat,
        lng: plan.digital ? null : customer.lng,
        userName: customer.name,
        userComments: plan.comment === undefined ? null : city.text.comments[plan.comment],
        cats: plan.cats ?? false,
        dogs: plan.dogs ?? false,
        parking: plan.digital || plan.parking === undefined ? null : city.text.parking[plan.parking],
        createdAt: new Date(startsAt.getTime() - 7 * 24 * 60 * MINUTE),
      });
      if (plan.group) {
        city.colleagues.forEach((colleague, i) => {
          rows.heroes.push({
            id: `${id}-hero-${i + 1}`,
            bookingId: id,
            name: colleague.name,
            mobile: colleague.mobile,
            startsAt: new Date(startsAt.getTime() + i * 15 * MINUTE),
          });
        });
      }
      if (plan.rating) {
        rows.ratings.push({
          id: `${id}-rating`,
          workerId: seed.workerId,
          bookingId: id,
          rating: plan.rating[0],
          comments: city.text.ratingComments[plan.rating[1]],
          createdAt: new Date(endsAt.getTime() + 5 * 60 * MINUTE),
        });
      }
      if (plan.note !== undefined) {
        rows.notes.push({
          id: `${id}-note`,
          bookingId: id,
          workerId: seed.workerId,
          noteWorkerName: seed.workerName,
          heroNote: city.text.notes[plan.note],
          report: false,
          createdAt: new Date(endsAt.getTime() + 3 * 60 * MINUTE),
        });
      }
    });
  }
  return rows;
}

export const demoBookingsSeed: SeedModule = {
  name: 'demo-bookings',
  async run(db) {
    // Only for the demo workers this database has (a database whose demo accounts were removed gets none).
    const present = new Set(
      (await db.select({ id: workers.id }).from(workers).where(inArray(workers.id, WORKERS.map((w) => w.workerId)))).map((w) => w.id),
    );
    const all = demoBookingRows(new Date());
    const kept = new Set(all.bookings.filter((b) => present.has(b.workerId)).map((b) => b.id!));
    if (kept.size === 0) return;
    const mine = <T extends { bookingId?: string | null }>(rows: T[]) => rows.filter((row) => kept.has(row.bookingId ?? ''));
    await db.insert(bookings).values(all.bookings.filter((b) => kept.has(b.id!))).onConflictDoNothing();
    await db.insert(bookingItems).values(mine(all.items).map((item) => ({ ...item, id: `${item.bookingId}-item-${item.position}` }))).onConflictDoNothing();
    const heroes = mine(all.heroes);
    if (heroes.length) await db.insert(bookingOtherHeroes).values(heroes).onConflictDoNothing();
    const notes = mine(all.notes);
    if (notes.length) await db.insert(bookingNotes).values(notes).onConflictDoNothing();
    const rated = mine(all.ratings);
    if (rated.length) await db.insert(ratings).values(rated).onConflictDoNothing();
  },
};
