// Perks shown to workers and students (W§2 Perks, R§2 Student perks): partner offers with a discount code, per
// country (UK in English, FR in French; perks are off in AT, R§9).
import { partnerOffers } from '../../schema';
import type { SeedModule } from '../types';

type PartnerOfferRow = typeof partnerOffers.$inferInsert;

export const partnerOfferRows: readonly PartnerOfferRow[] = [
  {
    id: 'offer-massage-table',
    title: '20% off portable massage tables',
    description:
      'Lightweight folding tables, bolsters and carry cases from a specialist supplier, delivered within 3 working days.',
    image: '/images/perks/massage-table.jpg',
    url: 'https://example.com/partners/portable-tables',
    discountCode: 'HERO20',
    countryId: 'UK',
    position: 1,
  },
  {
    id: 'offer-oils-lotions',
    title: '15% off professional oils and lotions',
    description: 'Organic massage oils, balms and unscented lotions in salon sizes. Free delivery on orders over 50.',
    image: '/images/perks/oils-and-lotions.jpg',
    url: 'https://example.com/partners/organic-oils',
    discountCode: 'OILS15',
    countryId: 'UK',
    position: 2,
  },
  {
    id: 'offer-insurance',
    title: 'First month free on practitioner insurance',
    description:
      'Public liability and treatment risk cover for mobile therapists, with the certificate you upload to Documents.',
    image: '/images/perks/insurance.jpg',
    url: 'https://example.com/partners/practitioner-insurance',
    discountCode: 'COVERFREE',
    countryId: 'UK',
    position: 3,
  },
  {
    id: 'offer-cpd-courses',
    title: '25% off online CPD courses',
    description: 'Accredited continuing professional development courses you can take between bookings.',
    image: '/images/perks/cpd-courses.jpg',
    url: 'https://example.com/partners/cpd-courses',
    discountCode: 'LEARN25',
    countryId: 'UK',
    position: 4,
  },
  {
    id: 'offer-uniform',
    title: '10% off workwear and tunics',
    description: 'Breathable tunics, trousers and non-slip shoes made for treatments on the move.',
    image: '/images/perks/workwear.jpg',
    url: 'https://example.com/partners/workwear',
    discountCode: 'TUNIC10',
    countryId: 'UK',
    position: 5,
  },
  // France: offers of French partners, written in French (the Paris worker reads /perks in French).
  {
    id: 'offer-fr-huiles',
    title: '15 % sur les huiles de massage bio',
    description: 'Huiles, baumes et lotions sans parfum en format professionnel, livrés en 48 h partout en France.',
    image: '/images/perks/fr-huiles.svg',
    url: 'https://example.com/partenaires/huiles-bio',
    discountCode: 'HUILES15',
    countryId: 'FR',
    position: 1,
  },
  {
    id: 'offer-fr-assurance',
    title: 'Un mois offert sur votre RC Pro',
    description: "Responsabilité civile professionnelle pour praticiens à domicile, avec l'attestation à déposer dans Documents.",
    image: '/images/perks/fr-assurance.svg',
    url: 'https://example.com/partenaires/rc-pro',
    discountCode: 'RCPRO1',
    countryId: 'FR',
    position: 2,
  },
  {
    id: 'offer-fr-formation',
    title: '20 % sur les formations en ligne',
    description: 'Modules certifiants (drainage, réflexologie, massage prénatal) à suivre entre deux rendez-vous.',
    image: '/images/perks/fr-formation.svg',
    url: 'https://example.com/partenaires/formations',
    discountCode: 'FORMA20',
    countryId: 'FR',
    position: 3,
  },
  {
    id: 'offer-fr-table',
    title: '10 % sur les tables pliantes',
    description: 'Tables de massage légères avec housse de transport, garanties 5 ans.',
    image: '/images/perks/fr-table.svg',
    url: 'https://example.com/partenaires/tables',
    discountCode: 'TABLE10',
    countryId: 'FR',
    position: 4,
  },
];

export const partnerOffersSeed: SeedModule = {
  name: 'partner-offers',
  async run(db) {
    await db.insert(partnerOffers).values([...partnerOfferRows]).onConflictDoNothing();
  },
};
