// Job-board landing pages (W§2 /job-advert/{stub} → /indeed-landing/{stub}): one row per stub and
// language; a language without a row falls back to English (GET /api/indeed-landing/{stub}/json).
import { landingPages } from '../../platform/db/schema';
import type { SeedModule } from '../types';

type LandingPageRow = typeof landingPages.$inferInsert;

export const landingPageRows: readonly LandingPageRow[] = [
  {
    stub: 'mobile-massage-therapist-london',
    language: 'en_GB',
    cityId: 'UK-LONDON',
    title: 'Mobile massage therapist – self-employed, flexible hours',
    copy:
      'Give massages in clients’ homes, hotels and offices across London. You are self-employed: you choose when you work and which bookings you take, and you keep most of the price of each treatment, paid weekly.\n\nYou need a level 3 massage qualification (or equivalent), your own table and public liability insurance. Apply online, take a short screening test and book an onboarding session with our team.',
  },
  {
    stub: 'mobile-massage-therapist-london',
    language: 'fr_FR',
    cityId: 'UK-LONDON',
    title: 'Massothérapeute à domicile – indépendant, horaires libres',
    copy:
      'Massez vos clients chez eux, à l’hôtel ou au bureau, partout à Londres. Vous êtes indépendant : vous choisissez quand vous travaillez et quelles réservations vous acceptez, et vous êtes payé chaque semaine.\n\nIl vous faut une qualification de massage de niveau 3 (ou équivalente), votre propre table et une assurance responsabilité civile professionnelle. Postulez en ligne, passez un court test de sélection et réservez une session d’intégration.',
  },
  {
    stub: 'beauty-therapist-london',
    language: 'en_GB',
    cityId: 'UK-LONDON',
    title: 'Mobile beauty therapist – nails, facials, lashes and brows',
    copy:
      'Bring salon-quality nails, facials, lashes and brows to clients at home in London. Work the days and hours that suit you, with bookings sent straight to your phone.\n\nYou need a level 2 beauty qualification for facials (or the equivalent for your treatments), your own kit and insurance. Apply in a few minutes.',
  },
  {
    stub: 'massage-therapist-manchester',
    language: 'en_GB',
    cityId: 'UK-MANCHESTER',
    title: 'Self-employed massage therapist – Manchester & Liverpool',
    copy:
      'Clients in Manchester and Liverpool book massages at home every day of the week. Join as a self-employed therapist, set your own availability and get paid weekly for every treatment you give.\n\nA level 3 massage qualification, a portable table and insurance are all you need to apply.',
  },
  {
    stub: 'masseur-domicile-paris',
    language: 'fr_FR',
    cityId: 'FR-PARIS',
    title: 'Masseur / masseuse à domicile – Paris, statut indépendant',
    copy:
      'Réalisez des massages chez les particuliers et en entreprise dans tout Paris. En tant qu’indépendant (micro-entrepreneur), vous fixez vos disponibilités et acceptez les réservations qui vous conviennent.\n\nUne formation reconnue en massage bien-être, votre matériel et une assurance responsabilité civile professionnelle sont nécessaires. Inscrivez-vous en ligne puis rencontrez notre équipe lors d’une session d’intégration.',
  },
  {
    stub: 'masseur-domicile-paris',
    language: 'en_GB',
    cityId: 'FR-PARIS',
    title: 'Mobile massage therapist – Paris, self-employed',
    copy:
      'Give massages at clients’ homes and in offices all over Paris. As a self-employed practitioner (micro-entrepreneur) you set your availability and accept the bookings that suit you.\n\nYou need recognised wellness massage training, your own equipment and professional liability insurance. Sign up online, then meet our team at an onboarding session.',
  },
  {
    stub: 'masseurin-wien',
    language: 'de_AT',
    cityId: 'AT-VIENNA',
    title: 'Mobile Masseurin / mobiler Masseur – Wien, selbstständig',
    copy:
      'Massieren Sie Kundinnen und Kunden zu Hause, im Hotel oder im Büro in ganz Wien. Als Selbstständige oder Selbstständiger bestimmen Sie Ihre Verfügbarkeit und nehmen die Buchungen an, die zu Ihnen passen.\n\nSie brauchen eine abgeschlossene Ausbildung als Masseurin oder Masseur, eine Gewerbeberechtigung, Ihre eigene Ausrüstung und eine Berufshaftpflichtversicherung. Bewerben Sie sich online in wenigen Minuten.',
  },
  {
    stub: 'masseurin-wien',
    language: 'en_GB',
    cityId: 'AT-VIENNA',
    title: 'Mobile massage therapist – Vienna, self-employed',
    copy:
      'Give massages at clients’ homes, hotels and offices all over Vienna. As a self-employed practitioner you decide your availability and accept the bookings that suit you.\n\nYou need a completed massage qualification, a trade licence (Gewerbeschein), your own equipment and professional liability insurance. Apply online in a few minutes.',
  },
];

export const landingPagesSeed: SeedModule = {
  name: 'landing-pages',
  async run(db) {
    await db.insert(landingPages).values([...landingPageRows]).onConflictDoNothing();
  },
};
