// Perks shown to workers and students (W§2 Perks, R§2 Student perks): partner offers with a discount code.
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
    position: 1,
  },
  {
    id: 'offer-oils-lotions',
    title: '15% off professional oils and lotions',
    description: 'Organic massage oils, balms and unscented lotions in salon sizes. Free delivery on orders over 50.',
    image: '/images/perks/oils-and-lotions.jpg',
    url: 'https://example.com/partners/organic-oils',
    discountCode: 'OILS15',
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
    position: 3,
  },
  {
    id: 'offer-cpd-courses',
    title: '25% off online CPD courses',
    description: 'Accredited continuing professional development courses you can take between bookings.',
    image: '/images/perks/cpd-courses.jpg',
    url: 'https://example.com/partners/cpd-courses',
    discountCode: 'LEARN25',
    position: 4,
  },
  {
    id: 'offer-uniform',
    title: '10% off workwear and tunics',
    description: 'Breathable tunics, trousers and non-slip shoes made for treatments on the move.',
    image: '/images/perks/workwear.jpg',
    url: 'https://example.com/partners/workwear',
    discountCode: 'TUNIC10',
    position: 5,
  },
];

export const partnerOffersSeed: SeedModule = {
  name: 'partner-offers',
  async run(db) {
    await db.insert(partnerOffers).values([...partnerOfferRows]).onConflictDoNothing();
  },
};
