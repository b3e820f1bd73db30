// Demo accounts at every stage and role (DESIGN.md "Demo data"), one shared password. Stable ids so other seed
// modules (bookings, ratings, statements...) can attach their rows to the active workers: DEMO_WORKER_IDS.
import { hashPassword } from '../../platform/auth/password';
import { referrals, workerApplications, workers } from '../../platform/db/schema';
import type { SeedModule } from '../types';
import { LOW_SCORE } from '../../../engine/rules/competency-test';

export const DEMO_PASSWORD = 'portal-demo-2026';

export const DEMO_WORKER_IDS = {
  applicantNew: 'demo-applicant-new',
  applicantInTest: 'demo-applicant-in-test',
  applicantBasicInfo: 'demo-applicant-basic-info',
  applicantAgreement: 'demo-applicant-agreement',
  applicantDeclined: 'demo-applicant-declined',
  workerLondon: 'demo-worker-london',
  workerParis: 'demo-worker-paris',
  workerVienna: 'demo-worker-vienna',
  workerInactive: 'demo-worker-inactive',
  workerRestricted: 'demo-worker-restricted',
  student: 'demo-student',
  studentParis: 'demo-student-paris',
  studentNew: 'demo-student-new',
  support: 'demo-staff-support',
  ops: 'demo-staff-ops',
  opsReviewer: 'demo-staff-ops-reviewer',
} as const;

export interface DemoAccount {
  id: string;
  email: string;
  /** What the account shows, for the README and the start-up banner. */
  role: string;
}

type WorkerInsert = typeof workers.$inferInsert;
type ApplicationInsert = Omit<typeof workerApplications.$inferInsert, 'workerId'>;

interface DemoRow {
  role: string;
  worker: Omit<WorkerInsert, 'passwordHash'> & { id: string; email: string };
  /** Staff accounts have no application. */
  application: ApplicationInsert | null;
}

const DAY = 24 * 60 * 60 * 1000;
/** Relative to the seeding day, so a fresh demo always looks current. */
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** The agreement version in force per country (content/agreements/<COUNTRY>/). */
const agreementVersionOf = (countryId: string) => `${countryId}-2026-01`;

const londonBase = {
  cityId: 'UK-LONDON',
  countryId: 'UK',
  languageId: 'en_GB',
  residentialCountry: 'UK',
} as const;

const massage = {
  specialities: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_DEEP_TISSUE', 'SPECIALITY_SPORTS_MASSAGE'],
  verticalIds: ['VERTICAL_MASSAGE'],
};
const massageApplication = {
  treatments: massage.specialities,
  certification: 'certified',
  transportMode: 'transit',
  workWeekdays: true,
  workEvenings: true,
  licenceNumber: 'L3-204518',
};

/** A worker whose application is done: screened, basic info given, agreement signed, e-mail verified. */
const doneWorker = {
  verifiedEmail: true,
  signedLatestAgreement: true,
  lastAcceptedTermsAndConditionsAt: daysFromNow(-200),
};

const demoRows: readonly DemoRow[] = [
  {
    role: 'New applicant: just signed up in London, the screening test comes next',
    worker: {
      id: DEMO_WORKER_IDS.applicantNew,
      email: 'applicant.new@demo.portal.test',
      name: 'Noah Patel',
      firstName: 'Noah',
      lastName: 'Patel',
      mobile: '+44 7700 900101',
      gender: 'male',
      male: true,
      experience: '1-5',
      ...londonBase,
      ...massage,
      referralCode: 'NOAH1001',
      lastAcceptedTermsAndConditionsAt: daysFromNow(-1),
    },
    application: {
      ...massageApplication,
      status: 'submitted',
      referrerWorkerId: DEMO_WORKER_IDS.workerLondon,
      referer: 'https://www.google.com/',
      utmFirst: { source: 'google', medium: 'cpc', campaign: 'therapists-london' },
      utmLast: { source: 'google', medium: 'cpc', campaign: 'therapists-london' },
    },
  },
  {
    role: 'Applicant in test: started the screening test without finishing it',
    worker: {
      id: DEMO_WORKER_IDS.applicantInTest,
      email: 'applicant.in-test@demo.portal.test',
      name: 'Grace Okafor',
      firstName: 'Grace',
      lastName: 'Okafor',
      mobile: '+44 7700 900102',
      gender: 'female',
      male: false,
      experience: '5-plus',
      ...londonBase,
      ...massage,
      referralCode: 'GRACE1002',
      lastAcceptedTermsAndConditionsAt: daysFromNow(-3),
    },
    application: { ...massageApplication, status: 'in-review', referrerWorkerId: DEMO_WORKER_IDS.workerLondon },
  },
  {
    role: 'Applicant, basic information needed: passed the test, no address yet (almost there)',
    worker: {
      id: DEMO_WORKER_IDS.applicantBasicInfo,
      email: 'applicant.basic-info@demo.portal.test',
      name: 'Isla Murray',
      firstName: 'Isla',
      lastName: 'Murray',
      mobile: '+44 7700 900103',
      gender: 'female',
      male: false,
      experience: '1-5',
      ...londonBase,
      ...massage,
      verifiedEmail: true,
      referralCode: 'ISLA1003',
      lastAcceptedTermsAndConditionsAt: daysFromNow(-6),
    },
    application: {
      ...massageApplication,
      status: 'interview',
      lastSubmittedScreeningQuestionnaireAt: daysFromNow(-5),
      lastScreeningQuestionnaireResult: 'passed',
      lastScreeningQuestionnaireScore: 18,
    },
  },
  {
    role: 'Applicant, agreement needed: basic information complete, e-mail not verified yet',
    worker: {
      id: DEMO_WORKER_IDS.applicantAgreement,
      email: 'applicant.agreement@demo.portal.test',
      name: 'Ethan Hughes',
      firstName: 'Ethan',
      lastName: 'Hughes',
      mobile: '+44 7700 900104',
      gender: 'male',
      male: true,
      experience: '5-plus',
      ...londonBase,
      ...massage,
      residentialAddress1: '12 Leman Street',
      residentialPostcode: 'E1 8EN',
      residentialCity: 'London',
      graduationDate: '2019-07-01',
      weeklyEarningTarget: 600,
      verifiedEmail: false,
      referralCode: 'ETHAN1004',
      lastAcceptedTermsAndConditionsAt: daysFromNow(-20),
    },
    application: {
      ...massageApplication,
      status: 'successful',
      comingFrom: 'friendOrColleague',
      earnings: 600,
      lastSubmittedScreeningQuestionnaireAt: daysFromNow(-18),
      lastScreeningQuestionnaireResult: 'passed',
      lastScreeningQuestionnaireScore: 20,
    },
  },
  {
    role: 'Declined applicant: failed the screening test (low score)',
    worker: {
      id: DEMO_WORKER_IDS.applicantDeclined,
      email: 'applicant.declined@demo.portal.test',
      name: 'Liam Walsh',
      firstName: 'Liam',
      lastName: 'Walsh',
      mobile: '+44 7700 900105',
      gender: 'male',
      male: true,
      experience: 'under-1',
      ...londonBase,
      ...massage,
      referralCode: 'LIAM1005',
      lastAcceptedTermsAndConditionsAt: daysFromNow(-10),
    },
    application: {
      ...massageApplication,
      status: 'declined',
      lastSubmittedScreeningQuestionnaireAt: daysFromNow(-9),
      lastScreeningQuestionnaireResult: 'failed',
      lastScreeningQuestionnaireScore: 8,
      lastScreeningQuestionnaireFailReason: LOW_SCORE,
    },
  },
  {
    role: 'Active worker in London (bank details: account number and sort code; insurance expires in 10 days: insurance popup)',
    worker: {
      id: DEMO_WORKER_IDS.workerLondon,
      email: 'worker.london@demo.portal.test',
      name: 'Amelia Clarke',
      firstName: 'Amelia',
      lastName: 'Clarke',
      mobile: '+44 7700 900201',
      gender: 'female',
      male: false,
      experience: '5-plus',
      ...londonBase,
      ...doneWorker,
      active: true,
      specialities: [...massage.specialities, 'SPECIALITY_PREGNANCY_MASSAGE'],
      verticalIds: massage.verticalIds,
      residentialAddress1: '48 Tooley Street',
      residentialPostcode: 'SE1 2SZ',
      residentialCity: 'London',
      graduationDate: '2016-06-30',
      weeklyEarningTarget: 900,
      bankingAccountNumber: '31926819',
      bankingSortCode: '60-16-13',
      referralCode: 'AMELIA2026',
      bioShort: 'Deep tissue and sports massage, ten years in spas and clinics.',
      bio: 'I trained in Swedish and sports massage in Bristol and spent ten years in spa and clinic work before going mobile. I specialise in deep tissue work for runners and desk-bound backs.',
      rating: 4.8,
      // Expires in 10 days: the insurance popup of the bookings list (W§4, issue 10 demo data).
      insuranceExpiresAt: daysFromNow(10),
      lastLocationUpdate: daysFromNow(-3),
      lastAcceptedMarketingCommunicationsAt: daysFromNow(-200),
    },
    application: {
      ...massageApplication,
      treatments: [...massage.specialities, 'SPECIALITY_PREGNANCY_MASSAGE'],
      status: 'successful',
      workWeekends: true,
      comingFrom: 'massageSchool',
      earnings: 900,
      lastSubmittedScreeningQuestionnaireAt: daysFromNow(-220),
      lastScreeningQuestionnaireResult: 'passed',
      lastScreeningQuestionnaireScore: 19,
    },
  },
  {
    role: 'Active worker in Paris (bank details: IBAN and BIC; base location 3 weeks old: location popup)',
    worker: {
      id: DEMO_WORKER_IDS.workerParis,
      email: 'worker.paris@demo.portal.test',
      name: 'Camille Laurent',
      firstName: 'Camille',
      lastName: 'Laurent',
      mobile: '+33 6 12 34 56 78',
      gender: 'female',
      male: false,
      experience: '5-plus',
      cityId: 'FR-PARIS',
      countryId: 'FR',
      languageId: 'fr_FR',
      ...doneWorker,
      active: true,
      specialities: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_CLASSIC_FACIAL'],
      verticalIds: ['VERTICAL_MASSAGE', 'VERTICAL_FACIALS'],
      residentialAddress1: '18 rue de la Roquette',
      residentialPostcode: '75011',
      residentialCity: 'Paris',
      residentialCountry: 'FR',
      weeklyEarningTarget: 700,
      bankingIban: 'FR1420041010050500013M02606',
      bankingBic: 'PSSTFRPPPAR',
      referralCode: 'CAMILLE2026',
      bioShort: 'Massage suédois et soins du visage à domicile.',
      bio: 'Formée à Paris, je pratique le massage suédois et les soins du visage depuis huit ans, en institut puis à domicile. J’adapte chaque séance à votre rythme et à votre peau.',
      rating: 4.6,
      insuranceExpiresAt: daysFromNow(300),
      // Three weeks old: the overdue-location popup (W§4: older than 2 weeks).
      lastLocationUpdate: daysFromNow(-21),
    },
    application: {
      treatments: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_CLASSIC_FACIAL'],
      certification: 'certified',
      transportMode: 'transit',
      workWeekdays: true,
      workMornings: true,
      licenceNumber: 'FR-99812',
      status: 'successful',
      lastScreeningQuestionnaireResult: 'passed',
      lastScreeningQuestionnaireScore: 12,
    },
  },
  {
    role: 'Active worker in Vienna (bank details: IBAN and BIC, German)',
    worker: {
      id: DEMO_WORKER_IDS.workerVienna,
      email: 'worker.vienna@demo.portal.test',
      name: 'Lukas Gruber',
      firstName: 'Lukas',
      lastName: 'Gruber',
      mobile: '+43 664 1234567',
      gender: 'male',
      male: true,
      language: 'native',
      cityId: 'AT-VIENNA',
      countryId: 'AT',
      languageId: 'de_AT',
      ...doneWorker,
      active: true,
      specialities: ['SPECIALITY_FULL_BODY_MASSAGE', 'SPECIALITY_SPORTS_MASSAGE'],
      verticalIds: ['VERTICAL_MASSAGE'],
      residentialAddress1: 'Mariahilfer Straße 88',
      residentialPostcode: '1070',
      residentialCity: 'Wien',
      residentialCountry: 'AT',
      bankingIban: 'AT611904300234573201',
      bankingBic: 'BKAUATWW',
      referralCode: 'LUKAS2026',
      bioShort: 'Ganzkörper- und Sportmassage, mobil in ganz Wien.',
      bio: 'Ich bin diplomierter Heilmasseur und arbeite seit sechs Jahren mit Sportlerinnen, Sportlern und Menschen mit Verspannungen vom Büroalltag. Ich komme mit Liege und Öl zu Ihnen nach Hause.',
      experience: '5-plus',
      rating: 4.9,
      insuranceExpiresAt: daysFromNow(180),
      lastLocationUpdate: daysFromNow(-1),
      // Austria asks no terms or marketing acceptance at sign-up (R§5 compliance switches off).
      lastAcceptedTermsAndConditionsAt: null,
    },
    application: {
      treatments: ['SPECIALITY_FULL_BODY_MASSAGE', 'SPECIALITY_SPORTS_MASSAGE'],
      selfEmployed: true,
      insured: true,
      transportMode: 'driving',
      hoursOfExperience: 'over-200',
      licenceNumber: 'AT-778',
      status: 'successful',
    },
  },
  {
    role: 'Inactive worker: application done, account paused (support banner), a newer agreement to sign',
    worker: {
      id: DEMO_WORKER_IDS.workerInactive,
      email: 'worker.inactive@demo.portal.test',
      name: 'Oliver Bennett',
      firstName: 'Oliver',
      lastName: 'Bennett',
      mobile: '+44 7700 900202',
      gender: 'male',
      male: true,
      experience: '1-5',
      ...londonBase,
      ...doneWorker,
      // Signed the earlier UK version (UK-2025-01): the current one waits on /agreement.
      signedLatestAgreement: false,
      latestAgreementVersion: 'UK-2025-01',
      active: false,
      ...massage,
      residentialAddress1: '3 Camden High Street',
      residentialPostcode: 'NW1 7JE',
      residentialCity: 'London',
      bankingAccountNumber: '12345678',
      bankingSortCode: '20-00-00',
      referralCode: 'OLIVER2026',
      // Fresh: no popup of the bookings list for this account.
      insuranceExpiresAt: daysFromNow(200),
      lastLocationUpdate: daysFromNow(-2),
      bioShort: 'Swedish and deep tissue massage across north London.',
      rating: 4.1,
    },
    application: { ...massageApplication, status: 'successful' },
  },
  {
    role: 'Worker with statements, referrals and community hidden and bank details locked',
    worker: {
      id: DEMO_WORKER_IDS.workerRestricted,
      email: 'worker.restricted@demo.portal.test',
      name: 'Priya Shah',
      firstName: 'Priya',
      lastName: 'Shah',
      mobile: '+44 7700 900203',
      gender: 'female',
      male: false,
      experience: '5-plus',
      ...londonBase,
      ...doneWorker,
      active: true,
      specialities: ['SPECIALITY_MANI_PEDI', 'SPECIALITY_GEL_MANICURE'],
      verticalIds: ['VERTICAL_NAILS'],
      residentialAddress1: '221 Brick Lane',
      residentialPostcode: 'E1 6SA',
      residentialCity: 'London',
      bankingAccountNumber: '87654321',
      bankingSortCode: '40-11-62',
      referralCode: 'PRIYA2026',
      // Fresh: no popup of the bookings list for this account.
      insuranceExpiresAt: daysFromNow(200),
      lastLocationUpdate: daysFromNow(-2),
      rating: 4.4,
      hideStatements: true,
      hideReferral: true,
      hideCommunity: true,
      cannotUpdateBankingDetails: true,
      hidePartnershipAgreement: true,
    },
    application: {
      treatments: ['SPECIALITY_MANI_PEDI', 'SPECIALITY_GEL_MANICURE'],
      certification: 'certified',
      transportMode: 'transit',
      workWeekdays: true,
      status: 'successful',
    },
  },
  {
    role: 'Student (education portal, perks)',
    worker: {
      id: DEMO_WORKER_IDS.student,
      email: 'student@demo.portal.test',
      name: 'Maya Roberts',
      firstName: 'Maya',
      lastName: 'Roberts',
      mobile: '+44 7700 900301',
      gender: 'female',
      male: false,
      education: 'vocational',
      graduationYear: 2027,
      studentAccount: true,
      ...londonBase,
      residentialAddress1: '7 Old Street',
      residentialPostcode: 'EC1V 9HL',
      residentialCity: 'London',
      verifiedEmail: true,
    },
    application: { status: 'pending', school: 'other', otherSchool: 'London School of Massage' },
  },
  {
    role: 'Paris student in French (basics in, French student perks)',
    worker: {
      id: DEMO_WORKER_IDS.studentParis,
      email: 'student.paris@demo.portal.test',
      name: 'Léa Martin',
      firstName: 'Léa',
      lastName: 'Martin',
      mobile: '+33 6 12 34 56 78',
      gender: 'female',
      male: false,
      education: 'secondary',
      graduationYear: 2027,
      studentAccount: true,
      cityId: 'FR-PARIS',
      countryId: 'FR',
      languageId: 'fr_FR',
      residentialCountry: 'FR',
      residentialAddress1: '12 rue des Écoles',
      residentialPostcode: '75005',
      residentialCity: 'Paris',
      verifiedEmail: true,
    },
    application: { status: 'pending', school: 'other', otherSchool: 'École de massage du Marais' },
  },
  {
    role: 'new student: basics not given yet (sent to the student info page)',
    worker: {
      id: DEMO_WORKER_IDS.studentNew,
      email: 'student.new@demo.portal.test',
      studentAccount: true,
      ...londonBase,
      verifiedEmail: true,
    },
    application: { status: 'pending', school: 'other', otherSchool: 'Manchester Academy of Holistic Therapies' },
  },
  {
    role: 'Customer support (staff): the support inbox, answers the support chat of every region',
    worker: {
      id: DEMO_WORKER_IDS.support,
      email: 'support@demo.portal.test',
      name: 'Sam Okafor',
      firstName: 'Sam',
      lastName: 'Okafor',
      languageId: 'en_GB',
      verifiedEmail: true,
      active: true,
      staffRole: 'support',
    },
    application: null,
  },
  {
    role: 'Operations (staff): the ops tools (/ops)',
    worker: {
      id: DEMO_WORKER_IDS.ops,
      email: 'ops@demo.portal.test',
      name: 'Olivia Brandt',
      firstName: 'Olivia',
      lastName: 'Brandt',
      languageId: 'en_GB',
      verifiedEmail: true,
      active: true,
      staffRole: 'ops',
    },
    application: null,
  },
  {
    role: 'Operations (staff), a second account: approves what the first publishes from /ops where approval is required (production)',
    worker: {
      id: DEMO_WORKER_IDS.opsReviewer,
      email: 'ops.reviewer@demo.portal.test',
      name: 'Yusuf Okafor',
      firstName: 'Yusuf',
      lastName: 'Okafor',
      languageId: 'en_GB',
      verifiedEmail: true,
      active: true,
      staffRole: 'ops',
    },
    application: null,
  },
];

export const demoAccounts: readonly DemoAccount[] = demoRows.map((row) => ({
  id: row.worker.id,
  email: row.worker.email,
  role: row.role,
}));

/** The block main.ts prints after the server address. */
export function demoLoginsText(): string {
  const width = Math.max(...demoAccounts.map((a) => a.email.length));
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((a) => `  ${a.email.padEnd(width)}  ${a.role}`),
  ].join('\n');
}

export const demoAccountsSeed: SeedModule = {
  name: 'demo-accounts',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // Workers first: an application names its referrer, another demo worker.
    await db
      .insert(workers)
      .values(
        demoRows.map((row) => ({
          ...row.worker,
          passwordHash,
          latestAgreementVersion:
            row.worker.latestAgreementVersion ?? (row.worker.signedLatestAgreement ? agreementVersionOf(row.worker.countryId ?? 'UK') : null),
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(workerApplications)
      .values(demoRows.flatMap((row) => (row.application ? [{ ...row.application, workerId: row.worker.id }] : [])))
      .onConflictDoNothing();
    await db
      .insert(referrals)
      .values([
        {
          id: 'demo-referral-noah',
          referrerWorkerId: DEMO_WORKER_IDS.workerLondon,
          refereeWorkerId: DEMO_WORKER_IDS.applicantNew,
          name: 'Noah',
          stage: 0,
          status: 'submitted',
          createdAt: daysFromNow(-1),
        },
        {
          id: 'demo-referral-grace',
          referrerWorkerId: DEMO_WORKER_IDS.workerLondon,
          refereeWorkerId: DEMO_WORKER_IDS.applicantInTest,
          name: 'Grace',
          stage: 1,
          status: 'in-review',
          createdAt: daysFromNow(-3),
        },
      ])
      .onConflictDoNothing();
  },
};
