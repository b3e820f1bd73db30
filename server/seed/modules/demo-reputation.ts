// Ratings and reviews of the demo workers (issue 11 "Demo data"): 42 ratings each over the last ~8 months, with
// comments in the worker's language (some without), and 12 reviews each, 8 with text and 4 without, 3 of them
// promoted (none in Vienna: AT has promotion switched off), so the Paris worker can promote 2 more and meet the maximum-reached popup on the next. The inactive
// worker's average is below 4 (shown red). Runs after demo-bookings: workers.rating is then set to the average of
// all the worker's ratings (those of past bookings included), the same one-decimal value GET /api/hero/ratings
// answers. Stable ids ("demo-rt-paris-07"): inserting again changes nothing.
import { eq, inArray, sql } from 'drizzle-orm';
import { roundAverage } from '../../../engine/rules/ratings';
import { ratings, reviews, workers } from '../../platform/db/schema';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';

const DAY = 24 * 3600_000;
const RATINGS_PER_WORKER = 42;
const REVIEWS_PER_WORKER = 12;

type Language = 'en' | 'fr' | 'de';

interface DemoWorker {
  key: string;
  workerId: string;
  language: Language;
  /** Cycled over the ratings, newest first: the worker's average follows from it. */
  pattern: readonly number[];
  /** Where the region has promotion switched off (AT, promotedReviewsEnabled), nothing is promoted. */
  promotes: boolean;
}

const DEMO_WORKERS: readonly DemoWorker[] = [
  { key: 'london', promotes: true, workerId: DEMO_WORKER_IDS.workerLondon, language: 'en', pattern: [5, 5, 4, 5, 5, 3, 5, 4] },
  { key: 'paris', promotes: true, workerId: DEMO_WORKER_IDS.workerParis, language: 'fr', pattern: [5, 4, 5, 4, 5, 5, 3, 4] },
  { key: 'vienna', promotes: false, workerId: DEMO_WORKER_IDS.workerVienna, language: 'de', pattern: [5, 5, 5, 4, 5, 5, 4, 5] },
  // Below 4 on purpose: the red average of W§2.
  { key: 'inactive', promotes: true, workerId: DEMO_WORKER_IDS.workerInactive, language: 'en', pattern: [3, 4, 2, 4, 3, 5, 3, 4] },
  { key: 'restricted', promotes: true, workerId: DEMO_WORKER_IDS.workerRestricted, language: 'en', pattern: [4, 5, 4, 4, 5, 3, 5, 4] },
];

/** Comments by rating (index 0 = 1 star), a few per rating, in each language. */
const COMMENTS: Record<Language, readonly (readonly string[])[]> = {
  en: [
    ['Did not turn up on time and rushed the treatment.'],
    ['Disappointing: the pressure was far too hard.', 'Not what I booked, sadly.'],
    ['Fine, but nothing special.', 'Good treatment, arrived a little late.'],
    ['Very good, relaxing and professional.', 'Lovely session, would book again.', 'Great technique, a bit quiet.'],
    ['Absolutely wonderful, the best massage I have had.', 'Punctual, friendly and so skilled.', 'Perfect as always, thank you!'],
  ],
  fr: [
    ['Arrivée en retard et soin bâclé.'],
    ['Décevant : la pression était beaucoup trop forte.', 'Pas ce que j’avais réservé, malheureusement.'],
    ['Correct, sans plus.', 'Bon soin, un peu en retard.'],
    ['Très bien, relaxant et professionnel.', 'Belle séance, je reprendrai rendez-vous.', 'Bonne technique, un peu discrète.'],
    ['Absolument parfait, le meilleur massage de ma vie.', 'Ponctuelle, aimable et très douée.', 'Parfait comme toujours, merci !'],
  ],
  de: [
    ['Zu spät gekommen und die Behandlung gehetzt.'],
    ['Enttäuschend: der Druck war viel zu stark.', 'Leider nicht das, was ich gebucht hatte.'],
    ['In Ordnung, aber nichts Besonderes.', 'Gute Behandlung, etwas verspätet.'],
    ['Sehr gut, entspannend und professionell.', 'Schöne Sitzung, buche gerne wieder.', 'Tolle Technik, etwas wortkarg.'],
    ['Einfach wunderbar, die beste Massage meines Lebens.', 'Pünktlich, freundlich und sehr geschickt.', 'Perfekt wie immer, danke!'],
  ],
};

/** Review texts (longer, for the public profile), in each language. */
const REVIEW_TEXTS: Record<Language, readonly string[]> = {
  en: [
    'I have booked many therapists and this was by far the best: attentive, calm and precise.',
    'She listened to exactly where my back hurt and worked on it. I could move freely the next day.',
    'Arrived on time, set up quickly and left the room spotless. A real professional.',
    'Lovely, warm person and a truly relaxing treatment. Highly recommended.',
    'Great for sports recovery: firm pressure where needed and good stretching advice.',
    'The hot stones were a treat. I fell asleep halfway through!',
    'Friendly and skilled. The only thing I would change is a little more time on the shoulders.',
    'My regular therapist now. Always consistent and always on time.',
  ],
  fr: [
    'J’ai essayé beaucoup de praticiennes et c’est de loin la meilleure : attentive, calme et précise.',
    'Elle a écouté exactement où j’avais mal au dos et s’en est occupée. Je bougeais librement le lendemain.',
    'Arrivée à l’heure, installation rapide, pièce laissée impeccable. Une vraie professionnelle.',
    'Personne chaleureuse et soin vraiment relaxant. Je recommande vivement.',
    'Idéal après le sport : pression ferme là où il faut et de bons conseils d’étirement.',
    'Les pierres chaudes, un régal. Je me suis endormie au milieu !',
    'Aimable et douée. J’aurais seulement aimé un peu plus de temps sur les épaules.',
    'Devenue ma praticienne habituelle. Toujours régulière et toujours à l’heure.',
  ],
  de: [
    'Ich habe viele Masseurinnen gebucht, und sie war mit Abstand die beste: aufmerksam, ruhig und genau.',
    'Sie hat genau zugehört, wo mein Rücken schmerzt, und daran gearbeitet. Am nächsten Tag war ich beweglich.',
    'Pünktlich, schnell aufgebaut und den Raum tadellos hinterlassen. Ein echter Profi.',
    'Herzliche Person und eine wirklich entspannende Behandlung. Sehr zu empfehlen.',
    'Ideal nach dem Sport: fester Druck, wo nötig, und gute Tipps zum Dehnen.',
    'Die heißen Steine waren ein Genuss. Ich bin mittendrin eingeschlafen!',
    'Freundlich und geschickt. Nur etwas mehr Zeit für die Schultern hätte ich mir gewünscht.',
    'Inzwischen meine Stamm-Masseurin. Immer gleich gut und immer pünktlich.',
  ],
};

const two = (n: number) => String(n).padStart(2, '0');

export function demoReputationRows(now: Date) {
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const worker of DEMO_WORKERS) {
    for (let i = 0; i < RATINGS_PER_WORKER; i++) {
      const rating = worker.pattern[i % worker.pattern.length];
      const choices = COMMENTS[worker.language][rating - 1];
      // Every fifth rating has no comment: customers often leave stars only.
      const comments = i % 5 === 4 ? null : choices[i % choices.length];
      ratingRows.push({
        id: `demo-rt-${worker.key}-${two(i + 1)}`,
        workerId: worker.workerId,
        rating,
        comments,
        // From 2 days ago back to ~8 months ago, at different hours.
        createdAt: new Date(now.getTime() - (2 + i * 6) * DAY - (i % 7) * 3600_000),
      });
    }
    const texts = REVIEW_TEXTS[worker.language];
    for (let i = 0; i < REVIEWS_PER_WORKER; i++) {
      // Every third review (i = 2, 5, 8, 11) has stars only: it cannot be promoted.
      const withText = i % 3 !== 2;
      const textIndex = i - Math.floor(i / 3);
      reviewRows.push({
        id: `demo-rv-${worker.key}-${two(i + 1)}`,
        workerId: worker.workerId,
        rating: worker.pattern[(i + 1) % worker.pattern.length] >= 4 ? 5 : 4,
        text: withText ? texts[textIndex % texts.length] : null,
        // The 1st, 4th and 7th reviews (with text) are promoted: 3 of the 5 allowed.
        promoted: worker.promotes && (i === 0 || i === 3 || i === 6),
        createdAt: new Date(now.getTime() - (3 + i * 17) * DAY),
      });
    }
  }
  return { ratings: ratingRows, reviews: reviewRows };
}

export const demoReputationSeed: SeedModule = {
  name: 'demo-reputation',
  async run(db) {
    const present = new Set(
      (await db.select({ id: workers.id }).from(workers).where(inArray(workers.id, DEMO_WORKERS.map((w) => w.workerId)))).map((w) => w.id),
    );
    if (present.size === 0) return;
    const rows = demoReputationRows(new Date());
    await db.insert(ratings).values(rows.ratings.filter((r) => present.has(r.workerId))).onConflictDoNothing();
    await db.insert(reviews).values(rows.reviews.filter((r) => present.has(r.workerId))).onConflictDoNothing();
    for (const workerId of present) {
      const [{ average }] = await db
        .select({ average: sql<number | null>`avg(${ratings.rating})::float8` })
        .from(ratings)
        .where(eq(ratings.workerId, workerId));
      await db
        .update(workers)
        .set({ rating: average == null ? null : roundAverage(Number(average)) })
        .where(eq(workers.id, workerId));
    }
  },
};
