// Partner and campaign sign-up landings (W§2 (L)/apply/{id}, /massageworld → /apply/massageworld):
// the id is the URL slug; the copy is shown in the page's language, else English.
import { partnerships } from '../../platform/db/schema';
import type { SeedModule } from '../types';

type PartnershipRow = typeof partnerships.$inferInsert;

export const partnershipRows: readonly PartnershipRow[] = [
  {
    id: 'massageworld',
    name: 'MassageWorld',
    cityId: 'UK-LONDON',
    logoUrl: '/images/partners/massageworld.svg',
    copy: {
      en_GB:
        'Graduates and members of MassageWorld can start taking mobile bookings in London. Apply in a few minutes, take the short screening test and book your onboarding session: we bring the clients, you choose your hours.',
      fr_FR:
        'Les diplômés et membres de MassageWorld peuvent recevoir des réservations à domicile à Londres. Postulez en quelques minutes, passez le court test de sélection et réservez votre session d’intégration : nous apportons les clients, vous choisissez vos horaires.',
      de_AT:
        'Absolventinnen, Absolventen und Mitglieder von MassageWorld können in London mobile Buchungen übernehmen. Bewerben Sie sich in wenigen Minuten, machen Sie den kurzen Eignungstest und buchen Sie Ihren Onboarding-Termin: Wir bringen die Kundschaft, Sie wählen Ihre Zeiten.',
    },
  },
  {
    id: 'ecole-bien-etre-paris',
    name: 'École Bien-Être Paris',
    cityId: 'FR-PARIS',
    logoUrl: '/images/partners/ecole-bien-etre-paris.svg',
    copy: {
      fr_FR:
        'Vous sortez de l’École Bien-Être Paris ? Rejoignez les praticiens indépendants qui massent à domicile et en entreprise à Paris. Inscription en quelques minutes, puis une session d’intégration avec notre équipe.',
      en_GB:
        'Just graduated from École Bien-Être Paris? Join the independent practitioners who give massages at home and in offices across Paris. Sign up in a few minutes, then meet our team at an onboarding session.',
      de_AT:
        'Gerade an der École Bien-Être Paris abgeschlossen? Schließen Sie sich den selbstständigen Praktikerinnen und Praktikern an, die in Paris zu Hause und in Büros massieren. Anmeldung in wenigen Minuten, danach ein Onboarding-Termin mit unserem Team.',
    },
  },
  {
    id: 'wellness-akademie-wien',
    name: 'Wellness Akademie Wien',
    cityId: 'AT-VIENNA',
    logoUrl: '/images/partners/wellness-akademie-wien.svg',
    copy: {
      de_AT:
        'Für Absolventinnen und Absolventen der Wellness Akademie Wien: Arbeiten Sie selbstständig, zu eigenen Zeiten und mit Kundschaft, die wir Ihnen vermitteln. Die Anmeldung dauert nur wenige Minuten.',
      en_GB:
        'For graduates of Wellness Akademie Wien: work independently, on your own hours, with clients we bring to you. Signing up takes only a few minutes.',
      fr_FR:
        'Pour les diplômés de la Wellness Akademie Wien : travaillez en indépendant, à vos horaires, avec des clients que nous vous apportons. L’inscription ne prend que quelques minutes.',
    },
  },
  {
    id: 'spring-campaign',
    name: 'Spring practitioner campaign',
    cityId: null,
    logoUrl: null,
    copy: {
      en_GB:
        'More clients are booking treatments at home this spring. If you are a qualified massage, beauty or fitness practitioner, apply now and be ready when the bookings come in.',
      fr_FR:
        'Ce printemps, de plus en plus de clients réservent des soins à domicile. Praticien qualifié en massage, beauté ou fitness ? Postulez dès maintenant pour être prêt à recevoir des réservations.',
      de_AT:
        'Diesen Frühling buchen mehr Kundinnen und Kunden Behandlungen zu Hause. Sind Sie qualifiziert in Massage, Beauty oder Fitness? Bewerben Sie sich jetzt und seien Sie bereit, wenn die Buchungen kommen.',
    },
  },
];

export const partnershipsSeed: SeedModule = {
  name: 'partnerships',
  async run(db) {
    await db.insert(partnerships).values([...partnershipRows]).onConflictDoNothing();
  },
};
