// Resources of the worker area (W§2 Resources): community sections per country and language, each with a header, a
// footer and a list of links. Some links have no URL on purpose: the page shows them as plain text (a group you
// join by invitation, a guide still being written).
import { resourceLinks, resourceSections } from '../../platform/db/schema';
import type { SeedModule } from '../types';

interface SectionSeed {
  id: string;
  countryId: string;
  language: string;
  title: string;
  description: string;
  header: string | null;
  footer: string | null;
  links: readonly { title: string; url: string | null }[];
}

export const resourceSectionSeeds: readonly SectionSeed[] = [
  {
    id: 'res-uk-insurance',
    countryId: 'UK',
    language: 'en_GB',
    title: 'Insurance',
    description: 'What cover a mobile therapist needs and how to keep your certificate up to date.',
    header: 'Every booking needs valid public liability and treatment risk cover.',
    footer: 'Upload your renewed certificate in Documents before it expires.',
    links: [
      { title: 'Guide: insurance for mobile therapists', url: 'https://example.com/uk/guides/insurance' },
      { title: 'Checklist: what your certificate must show', url: 'https://example.com/uk/guides/insurance-checklist' },
      { title: 'Claims helpline: 0800 000 0000 (weekdays 9:00–17:00)', url: null },
    ],
  },
  {
    id: 'res-uk-tax',
    countryId: 'UK',
    language: 'en_GB',
    title: 'Self-employment and tax',
    description: 'Registering as self-employed with HMRC, keeping records and filing your Self Assessment.',
    header: null,
    footer: 'We cannot give tax advice: speak to an accountant for your own situation.',
    links: [
      { title: 'Register for Self Assessment (GOV.UK)', url: 'https://www.gov.uk/register-for-self-assessment' },
      { title: 'Expenses you can claim when self-employed (GOV.UK)', url: 'https://www.gov.uk/expenses-if-youre-self-employed' },
      { title: 'Record-keeping template (coming soon)', url: null },
    ],
  },
  {
    id: 'res-uk-hygiene',
    countryId: 'UK',
    language: 'en_GB',
    title: 'Hygiene standards',
    description: 'How we expect linen, equipment and hands to be cleaned between treatments.',
    header: 'Fresh linen for every customer, equipment wiped down before and after.',
    footer: null,
    links: [
      { title: 'Hygiene standards for home treatments', url: 'https://example.com/uk/standards/hygiene' },
      { title: 'Contraindications: when not to treat', url: 'https://example.com/uk/standards/contraindications' },
    ],
  },
  {
    id: 'res-uk-community',
    countryId: 'UK',
    language: 'en_GB',
    title: 'Community',
    description: 'Meet other practitioners in your city, swap tips and find cover.',
    header: null,
    footer: 'Be kind: the community guidelines apply in every group.',
    links: [
      { title: 'London practitioners forum', url: 'https://example.com/uk/community/london' },
      { title: 'Monthly meet-up in Shoreditch (invitation by e-mail)', url: null },
    ],
  },
  {
    id: 'res-fr-assurance',
    countryId: 'FR',
    language: 'fr_FR',
    title: 'Assurance',
    description: "La responsabilité civile professionnelle obligatoire et comment garder votre attestation à jour.",
    header: 'Chaque rendez-vous exige une RC Pro en cours de validité.',
    footer: "Déposez votre nouvelle attestation dans Documents avant l'échéance.",
    links: [
      { title: 'Guide : la RC Pro du praticien à domicile', url: 'https://example.com/fr/guides/rc-pro' },
      { title: "Assistance sinistres : 01 00 00 00 00 (du lundi au vendredi)", url: null },
    ],
  },
  {
    id: 'res-fr-statut',
    countryId: 'FR',
    language: 'fr_FR',
    title: 'Statut et déclarations',
    description: "Créer votre micro-entreprise, déclarer votre chiffre d'affaires et payer vos cotisations.",
    header: null,
    footer: "Nous ne donnons pas de conseil fiscal : adressez-vous à un expert-comptable.",
    links: [
      { title: "Devenir micro-entrepreneur (autoentrepreneur.urssaf.fr)", url: 'https://www.autoentrepreneur.urssaf.fr' },
      { title: 'Modèle de livre des recettes (bientôt disponible)', url: null },
    ],
  },
  {
    id: 'res-fr-hygiene',
    countryId: 'FR',
    language: 'fr_FR',
    title: "Règles d'hygiène",
    description: 'Linge, matériel et mains : ce que nous attendons entre deux soins.',
    header: 'Du linge propre pour chaque client, le matériel désinfecté avant et après.',
    footer: null,
    links: [{ title: "Nos règles d'hygiène à domicile", url: 'https://example.com/fr/normes/hygiene' }],
  },
  {
    id: 'res-fr-communaute',
    countryId: 'FR',
    language: 'fr_FR',
    title: 'Communauté',
    description: "Rencontrez d'autres praticiens à Paris et échangez conseils et remplacements.",
    header: null,
    footer: 'Les règles de la communauté s’appliquent dans chaque groupe.',
    links: [
      { title: 'Forum des praticiens parisiens', url: 'https://example.com/fr/communaute/paris' },
      { title: 'Apéro mensuel (invitation par e-mail)', url: null },
    ],
  },
  {
    id: 'res-at-versicherung',
    countryId: 'AT',
    language: 'de_AT',
    title: 'Versicherung',
    description: 'Welche Berufshaftpflicht Sie brauchen und wie Sie Ihren Nachweis aktuell halten.',
    header: 'Jede Buchung setzt eine gültige Berufshaftpflichtversicherung voraus.',
    footer: 'Laden Sie den erneuerten Nachweis vor Ablauf unter Dokumente hoch.',
    links: [
      { title: 'Leitfaden: Versicherung für mobile Masseurinnen und Masseure', url: 'https://example.com/at/leitfaden/versicherung' },
      { title: 'Schadenshotline: 0800 000 000 (Mo–Fr)', url: null },
    ],
  },
  {
    id: 'res-at-gewerbe',
    countryId: 'AT',
    language: 'de_AT',
    title: 'Gewerbe und Steuern',
    description: 'Gewerbeanmeldung, Sozialversicherung der Selbständigen und Einkommensteuererklärung.',
    header: null,
    footer: 'Wir bieten keine Steuerberatung an: Wenden Sie sich an Ihre Steuerberatung.',
    links: [
      { title: 'Gewerbe anmelden (oesterreich.gv.at)', url: 'https://www.oesterreich.gv.at' },
      { title: 'Vorlage Einnahmen-Ausgaben-Rechnung (in Arbeit)', url: null },
    ],
  },
  {
    id: 'res-at-hygiene',
    countryId: 'AT',
    language: 'de_AT',
    title: 'Hygienestandards',
    description: 'Wäsche, Ausrüstung und Händehygiene zwischen zwei Behandlungen.',
    header: 'Frische Wäsche für jede Kundin und jeden Kunden.',
    footer: null,
    links: [{ title: 'Unsere Hygienestandards für Hausbesuche', url: 'https://example.com/at/standards/hygiene' }],
  },
  {
    id: 'res-at-community',
    countryId: 'AT',
    language: 'de_AT',
    title: 'Community',
    description: 'Lernen Sie andere Praktikerinnen und Praktiker in Wien kennen.',
    header: null,
    footer: 'Die Community-Regeln gelten in jeder Gruppe.',
    links: [
      { title: 'Forum der Wiener Praktiker:innen', url: 'https://example.com/at/community/wien' },
      { title: 'Stammtisch jeden ersten Montag (Einladung per E-Mail)', url: null },
    ],
  },
];

export const resourcesSeed: SeedModule = {
  name: 'resources',
  async run(db) {
    await db
      .insert(resourceSections)
      .values(
        resourceSectionSeeds.map(({ links: _links, ...section }, index) => ({ ...section, position: index })),
      )
      .onConflictDoNothing();
    await db
      .insert(resourceLinks)
      .values(
        resourceSectionSeeds.flatMap((section) =>
          section.links.map((link, position) => ({ id: `${section.id}-${position + 1}`, sectionId: section.id, title: link.title, url: link.url, position })),
        ),
      )
      .onConflictDoNothing();
  },
};
