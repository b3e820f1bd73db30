// The database schema of the portal (drizzle-orm, PostgreSQL dialect; the same SQL runs on PGlite and PostgreSQL 15+).
//
// Conventions (see server/platform/db/README.md):
// - Column names are snake_case; the TypeScript keys are the spec's camelCase names.
// - Ids of things the API hands out are text. Rows created by the app get a random UUID (as text, default
//   gen_random_uuid()); seeds may choose readable stable ids ("offer-physio-kit"). Text rather than the uuid type
//   so that a malformed id in a URL is simply "not found", never a driver error.
// - FAQ categories and articles have integer ids: region settings refer to them by number (R§9: FAQ promote
//   category 36 in UK, 37 in FR; UK sign-up FAQ category 5).
// - Cities and countries are region files, not tables: `city_id` / `country_id` are plain text ("UK-LONDON", "UK").
// - Every timestamp is `timestamptz`, read as a JS Date.
// - Money is numeric(10,2) read as a JS number, in the currency of the row's country.
import { relations, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../engine/generated/api/audit-action';
import type { PersonStep } from '../../../engine/insights/funnel';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const textId = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const emptyTextArray = sql`'{}'::text[]`;

/** UTM parameters captured from the landing URL (first touch and last touch). */
export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  [key: string]: string | undefined;
}

/** Text keyed by language id (en_GB, fr_FR, de_AT). */
export type TextByLanguage = Partial<Record<string, string>>;

/** The roles of staff accounts (engine/rules/access.ts STAFF_ROLES). */
export const staffRoleValues = ['support', 'ops'] as const;
export type StaffRole = (typeof staffRoleValues)[number];

// ---------------------------------------------------------------------------------------------------------------
// Workers (W§3 Worker) and their application (W§3 Worker application, W§4 status flow)
// ---------------------------------------------------------------------------------------------------------------

export const workers = pgTable(
  'workers',
  {
    id: textId(),
    email: text('email').notNull(),
    /** scrypt hash (format decided by the auth service); null for an account that has never set a password. */
    passwordHash: text('password_hash'),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    mobile: text('mobile'),
    gender: text('gender'),
    male: boolean('male'),
    /** The sign-up language answer (native, intermediate, beginner): W§2 create account. */
    language: text('language'),
    /** Preferred UI language (en_GB, fr_FR, de_AT): the "profile" step of the language choice. */
    languageId: text('language_id'),
    cityId: text('city_id'),
    countryId: text('country_id'),
    education: text('education'),
    /** Years of experience answer: under 1, 1 to 5, 5+. */
    experience: text('experience'),
    residentialAddress1: text('residential_address1'),
    residentialPostcode: text('residential_postcode'),
    residentialCity: text('residential_city'),
    residentialCountry: text('residential_country'),
    active: boolean('active').notNull().default(false),
    verifiedEmail: boolean('verified_email').notNull().default(false),
    signedLatestAgreement: boolean('signed_latest_agreement').notNull().default(false),
    /** The agreement version this worker signed last (null: never signed). */
    latestAgreementVersion: text('latest_agreement_version'),
    operatorPartnerId: text('operator_partner_id'),
    studentAccount: boolean('student_account').notNull().default(false),
    graduationDate: date('graduation_date', { mode: 'string' }),
    /** Student info asks only for a year (R§2). */
    graduationYear: integer('graduation_year'),
    weeklyEarningTarget: integer('weekly_earning_target'),
    specialities: text('specialities').array().notNull().default(emptyTextArray),
    verticalIds: text('vertical_ids').array().notNull().default(emptyTextArray),
    insuranceExpiresAt: timestamp('insurance_expires_at', { withTimezone: true }),
    /** When the worker last confirmed or changed their base location (W§4: older than 2 weeks is overdue). */
    lastLocationUpdate: timestamp('last_location_update', { withTimezone: true }),
    /** Average rating out of 5 as last computed from `ratings`; null when there are none. */
    rating: doublePrecision('rating'),
    referralCode: text('referral_code'),
    profileShareUrl: text('profile_share_url'),
    bioShort: text('bio_short'),
    bio: text('bio'),
    bankingAccountNumber: text('banking_account_number'),
    bankingSortCode: text('banking_sort_code'),
    bankingIban: text('banking_iban'),
    bankingBic: text('banking_bic'),
    hideStatements: boolean('hide_statements').notNull().default(false),
    hideCommunity: boolean('hide_community').notNull().default(false),
    hideReferral: boolean('hide_referral').notNull().default(false),
    cannotUpdateBankingDetails: boolean('cannot_update_banking_details').notNull().default(false),
    /** W§6: "the partnership agreement link can be hidden per worker". */
    hidePartnershipAgreement: boolean('hide_partnership_agreement').notNull().default(false),
    lastAcceptedMarketingCommunicationsAt: timestamp('last_accepted_marketing_communications_at', {
      withTimezone: true,
    }),
    lastAcceptedTermsAndConditionsAt: timestamp('last_accepted_terms_and_conditions_at', { withTimezone: true }),
    /**
     * The private calendar feed (iCalendar URL a phone subscribes to): sha256 (hex) of its secret
     * token, like a session token; null when the feed is off. Turning it on again or revoking
     * replaces it, so an old URL stops working at once.
     */
    calendarFeedTokenHash: text('calendar_feed_token_hash'),
    calendarFeedCreatedAt: timestamp('calendar_feed_created_at', { withTimezone: true }),
    /**
     * When a password reset turned the feed off (issue 25): the account page says why the link
     * stopped. Null otherwise; making a new link or turning the feed off clears it.
     */
    calendarFeedStoppedByResetAt: timestamp('calendar_feed_stopped_by_reset_at', { withTimezone: true }),
    /**
     * A staff account (R§6 "customer support", and operations for issue 14): null for practitioners
     * and students. Staff log in like everyone else; the access table (engine/rules/access.ts) gives
     * them their own roles and never a practitioner's pages.
     */
    staffRole: text('staff_role').$type<StaffRole>(),
    /**
     * When the retention job (issue 31, server/privacy) stripped the person's details: an application declined or
     * abandoned longer ago than the country's period. The row stays (id, status, country, city, dates: the
     * application funnel's counts) without anything that names or reaches the person; null otherwise.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /**
     * When the person closed their account (issue 31, server/privacy/close-account-service.ts): the row stays, stripped
     * like `personalDataErasedAt`, only while records the law or the marketplace must keep (statements, signed
     * agreements, bookings) name it; the retention rule `closedAccounts` removes them and the row after the period.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workers_calendar_feed_token_hash_unique').on(t.calendarFeedTokenHash),
    // E-mail addresses are unique regardless of case; look them up with lower(email).
    uniqueIndex('workers_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('workers_referral_code_unique').on(t.referralCode),
    index('workers_city_id_idx').on(t.cityId),
    check('workers_staff_role_check', sql`${t.staffRole} in ('support', 'ops')`),
  ],
);

export const applicationStatusValues = [
  'pending',
  'submitted',
  'in-review',
  'interview',
  'on-boarding',
  'successful',
  'declined',
] as const;
export type ApplicationStatus = (typeof applicationStatusValues)[number];
export const applicationStatus = pgEnum('application_status', applicationStatusValues);

/** Partner or campaign sign-up landings (/apply/{id}, /massageworld). The id is the slug in the URL. */
export const partnerships = pgTable('partnerships', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  copy: jsonb('copy').$type<TextByLanguage>().notNull().default({}),
  logoUrl: text('logo_url'),
  /** City preselected on the landing's sign-up form, when the partner is local. */
  cityId: text('city_id'),
  createdAt: createdAt(),
});

/** One application per worker (the primary key is the worker id). */
export const workerApplications = pgTable(
  'worker_applications',
  {
    workerId: text('worker_id')
      .primaryKey()
      .references(() => workers.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('pending'),
    treatments: text('treatments').array().notNull().default(emptyTextArray),
    /** Sign-up certification answer: certified, student, not-certified. */
    certification: text('certification'),
    selfEmployed: boolean('self_employed'),
    insured: boolean('insured'),
    transportMode: text('transport_mode'),
    school: text('school'),
    otherSchool: text('other_school'),
    comingFrom: text('coming_from'),
    earnings: integer('earnings'),
    referer: text('referer'),
    utmFirst: jsonb('utm_first').$type<Utm>(),
    utmLast: jsonb('utm_last').$type<Utm>(),
    workAfternoons: boolean('work_afternoons').notNull().default(false),
    workEvenings: boolean('work_evenings').notNull().default(false),
    workMornings: boolean('work_mornings').notNull().default(false),
    workWeekdays: boolean('work_weekdays').notNull().default(false),
    workWeekends: boolean('work_weekends').notNull().default(false),
    licenceNumber: text('licence_number'),
    /** Hours-of-practice answer: under 50, 50-100, 100-200, over 200. */
    hoursOfExperience: text('hours_of_experience'),
    /** The booked onboarding appointment (onboarding_bookings.id) and its start. */
    interviewDateId: text('interview_date_id'),
    interviewDate: timestamp('interview_date', { withTimezone: true }),
    lastSubmittedScreeningQuestionnaireAt: timestamp('last_submitted_screening_questionnaire_at', {
      withTimezone: true,
    }),
    /** passed | failed (null while not scored). */
    lastScreeningQuestionnaireResult: text('last_screening_questionnaire_result'),
    lastScreeningQuestionnaireScore: integer('last_screening_questionnaire_score'),
    /** 'Low score' | 'Not enough experience' (W§4). */
    lastScreeningQuestionnaireFailReason: text('last_screening_questionnaire_fail_reason'),
    /** The worker whose referral code was used at sign-up. */
    referrerWorkerId: text('referrer_worker_id').references(() => workers.id, { onDelete: 'set null' }),
    partnershipId: text('partnership_id').references(() => partnerships.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('worker_applications_status_idx').on(t.status),
    index('worker_applications_referrer_idx').on(t.referrerWorkerId),
  ],
);

/** Screening test answers (the built-in questionnaire), scored asynchronously by the server. */
export const screeningResponses = pgTable(
  'screening_responses',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    score: integer('score'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [index('screening_responses_worker_idx').on(t.workerId, t.submittedAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Bookings (W§3 Booking, Booking item)
// ---------------------------------------------------------------------------------------------------------------

export const bookings = pgTable(
  'bookings',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    cityId: text('city_id'),
    /** For the currency symbol shown with prices. */
    currencyCode: text('currency_code').notNull().default('GBP'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** e.g. back-to-back. */
    type: text('type'),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    isDigital: boolean('is_digital').notNull().default(false),
    total: money('total').notNull().default(0),
    fee: money('fee').notNull().default(0),
    /** ground, 1, 2, 3, 4, 5+ */
    stairs: text('stairs'),
    address1: text('address1'),
    address2: text('address2'),
    postcode: text('postcode'),
    /**
     * The service area of the booking (issue 16): the postcode district, as engine/rules/diary.ts
     * `postcodeDistrict` computes it (SW4 7AB → SW4; 75011 and 1070 stay). Stored, so the demand
     * figures group by it without a regular expression per row.
     */
    postcodeDistrict: text('postcode_district').generatedAlwaysAs(
      sql`upper(regexp_replace(regexp_replace(trim(postcode), '\\s*[0-9][A-Za-z]{2}$', ''), '\\s+', '', 'g'))`,
    ),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The customer's name (booking.user.name). */
    userName: text('user_name'),
    /**
     * "The same customer" (engine/rules/bookings.ts customerKey: name and postcode, case and spacing
     * aside), stored and indexed (issue 28): an upcoming booking's note history reads that customer's
     * bookings only, not every earlier booking of the city (585 ms at 2 million bookings).
     */
    customerKey: text('customer_key').generatedAlwaysAs(
      sql`lower(btrim(regexp_replace(user_name, '[[:space:]]+', ' ', 'g'))) || '|' || upper(regexp_replace(postcode, '[[:space:]]+', '', 'g'))`,
    ),
    /** Issue 26: the customer account of the booking (book again, saved cards); null for older rows. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    userComments: text('user_comments'),
    cats: boolean('cats').notNull().default(false),
    dogs: boolean('dogs').notNull().default(false),
    parking: text('parking'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_worker_starts_idx').on(t.workerId, t.startsAt),
    // The diary's demand figures count a city's bookings of recent weeks on every page view: every
    // column they read is in the index, so PostgreSQL can answer from it alone.
    index('bookings_city_starts_idx').on(t.cityId, t.startsAt, t.isCancelled, t.postcodeDistrict),
    index('bookings_customer_key_idx').on(t.customerKey, t.startsAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Issue 26: customers, their saved cards, payment authorisations and requests to book
// ---------------------------------------------------------------------------------------------------------------

/** A customer of the marketplace (W§3 booking.user): what a practitioner needs to book them again. */
export const customers = pgTable('customers', {
  id: textId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/**
 * A customer's saved card: what the provider lets a merchant keep (brand, last four digits,
 * expiry) and the provider's token to charge it. Never a full card number.
 */
export const customerCards = pgTable(
  'customer_cards',
  {
    id: textId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    providerToken: text('provider_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_cards_customer_idx').on(t.customerId),
    check('customer_cards_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('customer_cards_exp_month', sql`${t.expMonth} between 1 and 12`),
  ],
);

export const paymentStateValues = ['authorised', 'captured', 'failed', 'voided'] as const;
export const paymentState = pgEnum('payment_state', paymentStateValues);

/** A charge of a saved card for a booking: authorised at booking, then captured, failed or voided. */
export const paymentAuthorisations = pgTable(
  'payment_authorisations',
  {
    id: textId(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cardId: text('card_id').references(() => customerCards.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    state: paymentState('state').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_authorisations_booking_idx').on(t.bookingId)],
);

export const bookingRequestStateValues = ['pending', 'accepted', 'declined', 'expired'] as const;
export const bookingRequestState = pgEnum('booking_request_state', bookingRequestStateValues);

/** One line of a requested basket (engine/rules/price-list.ts BasketLine). */
export interface RequestedLine {
  speciality: string;
  minutes: number;
  additions?: string[];
}

/** A customer's request to book a worker (request to book 2024, R§6), answered before `expires_at`. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cityId: text('city_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    basket: jsonb('basket').$type<RequestedLine[]>().notNull(),
    address1: text('address1'),
    postcode: text('postcode').notNull(),
    city: text('city'),
    userComments: text('user_comments'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: bookingRequestState('state').notNull().default('pending'),
    /** The booking an accepted request became. */
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_requests_worker_state_idx').on(t.workerId, t.state, t.expiresAt)],
);

export const bookingItemTypeValues = ['product', 'addition', 'tip'] as const;
export const bookingItemType = pgEnum('booking_item_type', bookingItemTypeValues);

export const bookingItems = pgTable(
  'booking_items',
  {
    id: textId(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: bookingItemType('type').notNull(),
    specialityId: text('speciality_id'),
    specialityName: text('speciality_name'),
    durationName: text('duration_name'),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    cancellationTotal: money('cancellation_total'),
    cancellationFee: money('cancellation_fee'),
    total: money('total').notNull().default(0),
    fee: money('fee').notNull().default(0),
    /** Issue 26: the item's minutes (priced from the region's price list); null for older rows. */
    minutes: integer('minutes'),
    /** Issue 26: an addition item's id in the region's price list (EXTRA_TIME_30). */
    additionId: text('addition_id'),
  },
  (t) => [index('booking_items_booking_idx').on(t.bookingId, t.position)],
);

/** The booking's note history (POST /api/hero/notes: booking, report, body). */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: textId(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    workerId: text('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    noteWorkerName: text('note_worker_name'),
    heroNote: text('hero_note').notNull(),
    /** The note is a treatment report (region switch `treatmentReportEnabled`, UK). */
    report: boolean('report').notNull().default(false),
    /**
     * Where the region asks the customer to accept a treatment report (`treatmentReportWithUserAccept`):
     * 'awaiting-acceptance', 'accepted' or 'declined'; null for a plain note.
     */
    reportStatus: text('report_status'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_notes_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Other practitioners on the same (e.g. back-to-back or group) booking. */
export const bookingOtherHeroes = pgTable(
  'booking_other_heroes',
  {
    id: textId(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    workerId: text('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    mobile: text('mobile'),
  },
  (t) => [index('booking_other_heroes_booking_idx').on(t.bookingId)],
);

// ---------------------------------------------------------------------------------------------------------------
// Ratings, reviews, statements, referrals (W§3)
// ---------------------------------------------------------------------------------------------------------------

/** A customer's rating of a booking; the booking's rating and ratingComments are read from here. */
export const ratings = pgTable(
  'ratings',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comments: text('comments'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ratings_worker_created_idx').on(t.workerId, t.createdAt),
    uniqueIndex('ratings_booking_unique').on(t.bookingId),
    check('ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text'),
    /** Shown on the worker's public profile; at most 5 per worker (W§9, enforced by the service). */
    promoted: boolean('promoted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_worker_created_idx').on(t.workerId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const statements = pgTable(
  'statements',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 'cancelled' or 'issued' (W§3: "cancelled or other"). */
    status: text('status').notNull().default('issued'),
    /** Where the statement document is read (a PDF or page). */
    url: text('url'),
    total: money('total'),
    currencyCode: text('currency_code').notNull().default('GBP'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('statements_worker_created_idx').on(t.workerId, t.createdAt)],
);

/** A person referred by a worker (the referrer). The referee becomes a worker once they sign up. */
export const referrals = pgTable(
  'referrals',
  {
    id: textId(),
    referrerWorkerId: text('referrer_worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    refereeWorkerId: text('referee_worker_id').references(() => workers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Referee stage of W§4: -1 declined, 0 applied ... 6 complete. */
    stage: integer('stage').notNull().default(0),
    /** The referee status the stage was read from (in-review, invited, successful, active, bookings, complete...). */
    status: text('status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerWorkerId, t.createdAt),
    uniqueIndex('referrals_referee_unique').on(t.refereeWorkerId),
    check('referrals_stage_range', sql`${t.stage} between -1 and 6`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Perks: partner offers and the linked customer account
// ---------------------------------------------------------------------------------------------------------------

/** Exposed as `_id` in the API (W§3, R§3). */
export const partnerOffers = pgTable('partner_offers', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** URL or path under /images/. */
  image: text('image').notNull(),
  url: text('url'),
  discountCode: text('discount_code'),
  /** null: offered in every country. */
  countryId: text('country_id'),
  /** Shown on the workers' perks page (W§2 Perks). */
  forWorkers: boolean('for_workers').notNull().default(true),
  /** Shown on the students' perks page (R§2 Student perks); an offer may be for both. */
  forStudents: boolean('for_students').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** The customer account a worker linked by e-mail (GET/POST/DELETE /linked-user). One per worker. */
export const linkedUsers = pgTable('linked_users', {
  workerId: text('worker_id')
    .primaryKey()
    .references(() => workers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link asked for and not yet confirmed (issue 27): the address gets an e-mail with a single-use
 * link; the link holds (linked_users) only once someone with that inbox confirms. One per worker
 * (asking again replaces it); only the token's SHA-256 is kept, like every e-mailed token.
 */
export const linkedUserRequests = pgTable(
  'linked_user_requests',
  {
    workerId: text('worker_id')
      .primaryKey()
      .references(() => workers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('linked_user_requests_token_hash_unique').on(t.tokenHash)],
);

// ---------------------------------------------------------------------------------------------------------------
// Documents (W§3 Document type, Worker document)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A kind of document a worker uploads, for a scope: country_id and city_id both null = everywhere; city_id set =
 * that city only. A worker sees the types of the most specific scope defining each key.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: textId(),
    key: text('key').notNull(),
    countryId: text('country_id'),
    cityId: text('city_id'),
    name: text('name').notNull(),
    contentDescription: text('content_description'),
    hasPriority: boolean('has_priority').notNull().default(false),
    required: boolean('required').notNull().default(false),
    multi: boolean('multi').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('document_types_key_scope_unique').on(t.key, t.countryId, t.cityId).nullsNotDistinct()],
);

export const workerDocuments = pgTable(
  'worker_documents',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    documentTypeId: text('document_type_id')
      .notNull()
      .references(() => documentTypes.id, { onDelete: 'restrict' }),
    /** Object name in the upload store (W§3 s3ObjectName); random, never the original name. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The day the document stops being valid (insurance): the latest one feeds workers.insuranceExpiresAt. */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('worker_documents_storage_key_unique').on(t.storageKey),
    index('worker_documents_worker_type_idx').on(t.workerId, t.documentTypeId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Agreement and onboarding
// ---------------------------------------------------------------------------------------------------------------

/** Audit record of the built-in e-signature: who signed which version of which text, when, from where. */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    countryId: text('country_id').notNull(),
    /** sha256 (hex) of the exact agreement text shown. */
    textSha256: text('text_sha256').notNull(),
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('agreement_signatures_worker_version_unique').on(t.workerId, t.version)],
);

/**
 * Popups of the worker area a worker has dismissed (W§2 bookings popups, "remembered once
 * dismissed"). The key names the popup and, where it can come back for a new reason, that reason
 * (`insurance:2026-12-04`): a dismissed warning about one expiry date does not hide the next one.
 */
export const popupDismissals = pgTable(
  'popup_dismissals',
  {
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    popupKey: text('popup_key').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.popupKey] })],
);

/**
 * The diary (issue 16): the periods a worker says they are available, stored in UTC (the API
 * answers them in the city's timezone). A week is replaced whole by PUT /api/availability.
 */
export const availabilities = pgTable(
  'availabilities',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('availabilities_worker_starts_idx').on(t.workerId, t.startsAt), check('availabilities_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** The service areas (postcode districts of the worker's city, region data) a worker covers. */
export const workerServiceAreas = pgTable(
  'worker_service_areas',
  {
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** A `serviceAreas[].id` of the city's region file (E1, 75011, 1070). */
    areaId: text('area_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.areaId] })],
);

/**
 * The demand figures' rollup (issue 28, server/diary/demand-rollup.ts): one row per city and window of whole
 * local days (the window ends at the start of `day`), inserted by whichever instance asks first, in the same
 * transaction as its counts; the unique key makes a second asker wait for it and then read. Rollups of earlier
 * days are deleted when a new day's is made.
 */
export const demandRollups = pgTable(
  'demand_rollups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityId: text('city_id').notNull(),
    /** The local date (city's timezone) the window ends on, at its midnight. */
    day: date('day').notNull(),
    timeZone: text('time_zone').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demand_rollups_window_idx').on(t.cityId, t.day, t.since, t.timeZone)],
);

/**
 * Non-cancelled bookings of a rollup's window by postcode district, local weekday (Monday 0) and local start
 * minute (0–1439); district '*' holds the whole city's (bookings without a district included). Slots are formed
 * when read, so the region's hours and slot size can change without recomputing.
 */
export const demandSlotCounts = pgTable(
  'demand_slot_counts',
  {
    rollupId: integer('rollup_id')
      .notNull()
      .references(() => demandRollups.id, { onDelete: 'cascade' }),
    district: text('district').notNull(),
    weekday: smallint('weekday').notNull(),
    minute: smallint('minute').notNull(),
    bookings: integer('bookings').notNull(),
  },
  (t) => [primaryKey({ name: 'demand_slot_counts_pkey', columns: [t.rollupId, t.district, t.weekday, t.minute] })],
);

/** Non-cancelled bookings of a rollup's window per postcode district, any time of day (the service areas' figures). */
export const demandAreaCounts = pgTable(
  'demand_area_counts',
  {
    rollupId: integer('rollup_id')
      .notNull()
      .references(() => demandRollups.id, { onDelete: 'cascade' }),
    district: text('district').notNull(),
    bookings: integer('bookings').notNull(),
  },
  (t) => [primaryKey({ name: 'demand_area_counts_pkey', columns: [t.rollupId, t.district] })],
);

/** Bookable onboarding (interview) appointments per city and vertical. */
export const onboardingSlots = pgTable(
  'onboarding_slots',
  {
    id: textId(),
    cityId: text('city_id').notNull(),
    /** Vertical slug (massage, facials, ...). */
    vertical: text('vertical').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull().default(1),
    /** The limited-onboarding calendar (R§4 limited-demand popup) rather than the general one. */
    limited: boolean('limited').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('onboarding_slots_city_vertical_starts_idx').on(t.cityId, t.vertical, t.startsAt)],
);

export const onboardingBookings = pgTable(
  'onboarding_bookings',
  {
    id: textId(),
    slotId: text('slot_id')
      .notNull()
      .references(() => onboardingSlots.id, { onDelete: 'cascade' }),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('onboarding_bookings_slot_idx').on(t.slotId),
    // A worker holds at most one live onboarding appointment.
    uniqueIndex('onboarding_bookings_worker_live_unique')
      .on(t.workerId)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// FAQ help centre (R§3): per language; integer ids because region settings name categories by number
// ---------------------------------------------------------------------------------------------------------------

export const faqCategories = pgTable(
  'faq_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    /** FAQ states this category is meant for (pre-application, pre-interview, ...): the `tag` query. */
    tags: text('tags').array().notNull().default(emptyTextArray),
    position: integer('position').notNull().default(0),
    /** The same category in every language shares its topic (content/faq): a page switched to another language finds its translation. */
    topic: text('topic'),
  },
  (t) => [index('faq_categories_language_idx').on(t.language, t.position)],
);

/** A PostgreSQL full-text document (drizzle has no built-in tsvector type). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const faqArticles = pgTable(
  'faq_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(emptyTextArray),
    position: integer('position').notNull().default(0),
    /** The same article in every language shares its topic: a slug in one language finds the article in another. */
    topic: text('topic'),
    /**
     * The search document, stemmed with the article language's dictionary (R§2 search): French
     * "paiements" and "paiement" meet. Generated, so it can never drift from the text.
     */
    // The dictionary names are cast one by one: constants are folded at parse time, so the expression stays
    // immutable as a generated column requires (a cast of the whole CASE would call regconfigin, only stable).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(case language when 'fr_FR' then 'french'::regconfig when 'de_AT' then 'german'::regconfig else 'english'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case language when 'fr_FR' then 'french'::regconfig when 'de_AT' then 'german'::regconfig else 'english'::regconfig end, coalesce(content, '')), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('faq_articles_language_slug_unique').on(t.language, t.slug),
    index('faq_articles_category_idx').on(t.categoryId, t.position),
    index('faq_articles_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * "Was this helpful?" (R§2 help centre): one vote per article and voter, changed by voting again.
 * The voter is the logged-in person (`person:<worker id>`) or, for a visitor, the browser's
 * random `faq_voter` cookie (`browser:<uuid>`): nothing that identifies a visitor is stored.
 */
export const faqFeedback = pgTable(
  'faq_feedback',
  {
    id: textId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => faqArticles.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('faq_feedback_article_voter_unique').on(t.articleId, t.voter)],
);

// ---------------------------------------------------------------------------------------------------------------
// Education portal (R§3 School, Course, Course category)
// ---------------------------------------------------------------------------------------------------------------

export const schools = pgTable(
  'schools',
  {
    id: textId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    countryId: text('country_id'),
    imageUrl: text('image_url'),
    logoUrl: text('logo_url'),
    url: text('url'),
    shortDescription: text('short_description'),
    description: text('description'),
    /** Course levels taught, for the level filter. */
    levels: text('levels').array().notNull().default(emptyTextArray),
    featured: boolean('featured').notNull().default(false),
    /** Offered in the sign-up school choice (GET /education/signup-schools). */
    signupListed: boolean('signup_listed').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('schools_slug_unique').on(t.slug)],
);

export const schoolCities = pgTable(
  'school_cities',
  {
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    cityId: text('city_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.cityId] }), index('school_cities_city_idx').on(t.cityId)],
);

export const courseCategories = pgTable('course_categories', {
  id: textId(),
  /** English name and description; other languages in `names`/`descriptions` (a category is shared by UK and FR schools). */
  name: text('name').notNull(),
  description: text('description'),
  names: jsonb('names').$type<TextByLanguage>().notNull().default({}),
  descriptions: jsonb('descriptions').$type<TextByLanguage>().notNull().default({}),
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const courses = pgTable(
  'courses',
  {
    id: textId(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url'),
    description: text('description'),
    campus: text('campus'),
    level: text('level'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('courses_school_idx').on(t.schoolId)],
);

export const courseCategoryLinks = pgTable(
  'course_category_links',
  {
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseCategoryId: text('course_category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.courseCategoryId] }),
    index('course_category_links_category_idx').on(t.courseCategoryId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Resources / community page (W§2): sections with link lists
// ---------------------------------------------------------------------------------------------------------------

export const resourceSections = pgTable(
  'resource_sections',
  {
    id: textId(),
    /** null: every country. */
    countryId: text('country_id'),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    header: text('header'),
    footer: text('footer'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('resource_sections_scope_idx').on(t.language, t.countryId, t.position)],
);

export const resourceLinks = pgTable(
  'resource_links',
  {
    id: textId(),
    sectionId: text('section_id')
      .notNull()
      .references(() => resourceSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** A link without URL is shown but not clickable. */
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('resource_links_section_idx').on(t.sectionId, t.position)],
);

// ---------------------------------------------------------------------------------------------------------------
// Public pages
// ---------------------------------------------------------------------------------------------------------------

/** Job-board landing pages (/indeed-landing/{stub}): one row per stub and language. */
export const landingPages = pgTable(
  'landing_pages',
  {
    stub: text('stub').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    cityId: text('city_id'),
    copy: text('copy').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.stub, t.language] })],
);

/** Marketing e-mail consent by address (unsubscribe / stay subscribed / acceptMarketing). */
export const marketingPreferences = pgTable('marketing_preferences', {
  /** Stored lower-cased. */
  email: text('email').primaryKey(),
  subscribed: boolean('subscribed').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------------------
// Authentication, e-mail, tracking
// ---------------------------------------------------------------------------------------------------------------

export const sessions = pgTable(
  'sessions',
  {
    id: textId(),
    /** sha256 of the bearer/cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_worker_idx').on(t.workerId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export const emailTokenPurposeValues = ['verify', 'reset', 'one-time-login'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposeValues)[number];
export const emailTokenPurpose = pgEnum('email_token_purpose', emailTokenPurposeValues);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: textId(),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** The address the token was sent to (a verify token proves this address). */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_unique').on(t.tokenHash),
    index('email_tokens_worker_purpose_idx').on(t.workerId, t.purpose),
  ],
);

/** Every e-mail the app sends, written first here; a sender delivers it (console/dev mailbox or SMTP). */
export const outbox = pgTable(
  'outbox',
  {
    id: textId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    language: text('language'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('outbox_to_idx').on(t.to, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// The support chat (W§2 live chat, R§6 customer support): the built-in chat provider (server/support-chat)
// ---------------------------------------------------------------------------------------------------------------

export const conversationStatusValues = ['open', 'closed'] as const;
export type ConversationStatus = (typeof conversationStatusValues)[number];

/** A worker's support conversation; a worker has at most one open at a time. */
export const conversations = pgTable(
  'conversations',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConversationStatus>().notNull().default('open'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The support account that closed it. */
    closedBy: text('closed_by').references(() => workers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('conversations_status_check', sql`${t.status} in ('open', 'closed')`),
    uniqueIndex('conversations_one_open_per_worker')
      .on(t.workerId)
      .where(sql`${t.status} = 'open'`),
    index('conversations_status_last_message_idx').on(t.status, t.lastMessageAt),
  ],
);

export const messageAuthorValues = ['worker', 'support'] as const;
export type MessageAuthor = (typeof messageAuthorValues)[number];

export const messages = pgTable(
  'messages',
  {
    id: textId(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<MessageAuthor>().notNull(),
    /** The account that wrote it (the worker, or the support account). */
    authorId: text('author_id').references(() => workers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_author_check', sql`${t.author} in ('worker', 'support')`),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
  ],
);

/**
 * A message to support from the help centre's contact form (R§2 "offline popup offering e-mail",
 * issue 27): a visitor without an account (or anyone) leaves a name, an e-mail address and a
 * message; it lands in the support inbox, which answers by e-mail and marks it handled.
 */
export const supportContactRequests = pgTable(
  'support_contact_requests',
  {
    id: textId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The page's language: support answers in it. */
    languageId: text('language_id').notNull(),
    /** The country of the page (or of the person's city): which support team it is for. */
    countryId: text('country_id'),
    /** The account that wrote it, when someone was logged in. */
    workerId: text('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The support account that marked it handled. */
    handledBy: text('handled_by').references(() => workers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('support_contact_requests_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('support_contact_requests_email_length', sql`char_length(${t.email}) between 3 and 254`),
    check('support_contact_requests_message_length', sql`char_length(${t.message}) between 1 and 2000`),
    index('support_contact_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

/** Page views tracked after each route change (W§2, R§2). */
export const pageViewEvents = pgTable(
  'page_view_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    workerId: text('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    /** Anonymous visitor session key from the client. */
    sessionKey: text('session_key'),
    referrer: text('referrer'),
    /** When the browser says it happened (its clock: kept as sent). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the server stored it (issue 25): the retention purge goes by this, a time no client chooses. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_view_events_occurred_idx').on(t.occurredAt),
    index('page_view_events_worker_idx').on(t.workerId),
    index('page_view_events_received_idx').on(t.receivedAt),
  ],
);

/** Other tracked product events (a popup shown once, a failed sign-up...). */
export const trackedEvents = pgTable(
  'tracked_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    workerId: text('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    sessionKey: text('session_key'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracked_events_name_worker_idx').on(t.name, t.workerId)],
);

// ---------------------------------------------------------------------------------------------------------------
// Ops insights (issue 29): the application funnel and each form's drop-off, kept as aggregates as events arrive
// ---------------------------------------------------------------------------------------------------------------

/**
 * When each applicant first reached each funnel step: one row per person and step, written as their application
 * changes (never rewritten), with the cohort (the week of their sign-up) and the scope copied in so the funnel of a
 * city and period reads only that cohort's rows. Erased with the person.
 */
export const applicationMilestones = pgTable(
  'application_milestones',
  {
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    step: text('step').$type<PersonStep>().notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    /** Monday of the week (UTC) the person signed up. */
    cohortWeek: date('cohort_week', { mode: 'string' }).notNull(),
    countryId: text('country_id').notNull(),
    cityId: text('city_id').notNull(),
    verticalIds: text('vertical_ids').array().notNull().default(emptyTextArray),
    /** The instance's APP_ENV when the step was recorded. */
    environment: text('environment').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workerId, t.step] }),
    index('application_milestones_cohort_idx').on(t.cohortWeek, t.countryId, t.cityId),
  ],
);

/**
 * One visitor's visit of one form (anonymous: `visitor_key` is a hash of a random key the browser keeps once the
 * visitor accepted analytics cookies): its scope and region version as last seen, the questions reached and
 * answered, the last one they were on, whether they finished. Never an answer. What a new batch of events changes
 * here is added to form_field_days (the difference between the visit's contribution before and after), so a
 * visitor who leaves and comes back, or changes city, counts once, as they stand now.
 */
export const formVisits = pgTable(
  'form_visits',
  {
    visitorKey: text('visitor_key').notNull(),
    formId: text('form_id').notNull(),
    /** The composition's scope: a city id, a country id, or '' (no city chosen yet). */
    scope: text('scope').notNull(),
    /** The region version live when the visit began (region_versions.id; 0 when none is known). */
    versionId: integer('version_id').notNull(),
    /** The day (UTC) the visit began: the aggregates count it on that day. */
    day: date('day', { mode: 'string' }).notNull(),
    environment: text('environment').notNull(),
    reached: text('reached').array().notNull().default(emptyTextArray),
    answered: text('answered').array().notNull().default(emptyTextArray),
    lastField: text('last_field'),
    finished: boolean('finished').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.visitorKey, t.formId] }), index('form_visits_updated_idx').on(t.updatedAt)],
);

/**
 * Per form, scope, day (the visit's first), region version and question: visits that reached it, answered it, and
 * left the form from it (their last question, not finished), and the errors shown on it by code. The row of
 * `field` '' is the form itself: `reached` its visits, `finished` the finished ones (its errors: those about no one
 * question).
 */
export const formFieldDays = pgTable(
  'form_field_days',
  {
    formId: text('form_id').notNull(),
    scope: text('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    versionId: integer('version_id').notNull(),
    environment: text('environment').notNull(),
    field: text('field').notNull(),
    reached: integer('reached').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    /** Visits whose last question this is and that have not finished. */
    leftFrom: integer('left_from').notNull().default(0),
    /** Row '' only: finished visits. */
    finished: integer('finished').notNull().default(0),
    errors: jsonb('errors').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.formId, t.scope, t.day, t.versionId, t.environment, t.field] })],
);

/**
 * Rate limits every instance shares (issue 25, server/platform/limits): the hits of one client (`key`, a hash, never an
 * address or e-mail in clear) in one fixed window of one limit (`bucket`: `login:email-ip`, `page-views`...),
 * counted by one upsert that returns the new count, so parallel requests and several instances see one number.
 * Rows of one per key (`window_start` at the epoch) keep a time instead: the next turn of an address whose logins
 * are spaced out, a client known to an account. No row matters after `expires_at`: they are deleted every few minutes.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index('rate_limit_windows_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Seeding bookkeeping (server/seed)
// ---------------------------------------------------------------------------------------------------------------

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------------------
// Region configuration versions (issue 24): the live configuration is the newest published version, shared by every
// instance; the repository's regions/ folder is the baseline a deploy brings (server/platform/regions/README.md).
// ---------------------------------------------------------------------------------------------------------------

/** Where a version came from: a deploy's folder, an ops publication, a rollback, or a deploy merged with ops' work. */
export const regionVersionSourceValues = ['baseline', 'ops', 'rollback', 'merge'] as const;
export type RegionVersionSource = (typeof regionVersionSourceValues)[number];

/** One published region set, never changed once written: its number orders the history. */
export const regionVersions = pgTable(
  'region_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Every file of the set as text: `{ "UK.json": "{...}" }`. */
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    /** regionSetHash of the set (content, not whitespace): equal sets, equal hashes on every instance. */
    hash: text('hash').notNull(),
    message: text('message').notNull(),
    source: text('source').$type<RegionVersionSource>().notNull(),
    /** The ops account (null for a deploy, or a loopback development server's anonymous person). */
    authorId: text('author_id').references(() => workers.id, { onDelete: 'set null' }),
    /** Who, as shown in the history even after the account is gone ("deploy", an e-mail address). */
    authorName: text('author_name').notNull(),
    approvedById: text('approved_by_id').references(() => workers.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    /** The earlier version a rollback republished. */
    rollbackOf: integer('rollback_of'),
    createdAt: createdAt(),
  },
  (t) => [check('region_versions_source_check', sql`${t.source} in ('baseline', 'ops', 'rollback', 'merge')`)],
);

/** Status of a deploy's baseline: applied (live or already equal), or in conflict with what ops published since. */
export const regionBaselineStatusValues = ['applied', 'conflict', 'resolved'] as const;
export type RegionBaselineStatus = (typeof regionBaselineStatusValues)[number];

/**
 * Each regions/ folder a deploy (or an edit of the watched folder) brought, in order: the newest applied one is the
 * merge base of the next. A folder is recorded again when it comes back after another (a revert is a change too).
 */
export const regionBaselines = pgTable(
  'region_baselines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** regionSetHash of the folder's set. */
    hash: text('hash').notNull(),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    status: text('status').$type<RegionBaselineStatus>().notNull(),
    /** The version it went live as (or that already held it); null while in conflict. */
    versionId: integer('version_id').references(() => regionVersions.id),
    /** Files the deploy and ops both changed since the previous baseline, or the problems of the merged set. */
    conflict: jsonb('conflict').$type<{ files: string[]; problems: { file: string; pointer: string; message: string }[] }>(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [check('region_baselines_status_check', sql`${t.status} in ('applied', 'conflict', 'resolved')`), index('region_baselines_hash_idx').on(t.hash)],
);

export const regionDraftStatusValues = ['open', 'awaiting_approval', 'published', 'discarded'] as const;
export type RegionDraftStatus = (typeof regionDraftStatusValues)[number];

/** An ops person's proposed change to one or several files, checked on every save, published as a new version. */
export const regionDrafts = pgTable(
  'region_drafts',
  {
    id: textId(),
    /** The changed files only: name -> new text, or null for a file removed. */
    files: jsonb('files').$type<Record<string, string | null>>().notNull(),
    /** The version the draft was made from (its "before"). */
    baseVersionId: integer('base_version_id')
      .notNull()
      .references(() => regionVersions.id),
    message: text('message'),
    status: text('status').$type<RegionDraftStatus>().notNull().default('open'),
    authorId: text('author_id').references(() => workers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedVersionId: integer('published_version_id').references(() => regionVersions.id),
    /** The deploy baseline this draft resolves (made from its conflict), marked resolved on publication. */
    resolvesBaseline: integer('resolves_baseline').references(() => regionBaselines.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('region_drafts_status_check', sql`${t.status} in ('open', 'awaiting_approval', 'published', 'discarded')`),
    index('region_drafts_status_idx').on(t.status),
  ],
);

/** Each running instance's served version, for /ops and GET /api/health (rows older than a minute are gone instances). */
export const regionInstances = pgTable('region_instances', {
  id: text('id').primaryKey(),
  versionId: integer('version_id'),
  hash: text('hash').notNull(),
  /** The newest version this instance refused, and why. */
  refused: jsonb('refused').$type<{ versionId: number | null; problems: { file: string; pointer: string; message: string }[] }>(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// Audit log of staff actions (issue 25): who (account, name and role at the time), what, on what, when
// ---------------------------------------------------------------------------------------------------------------

/**
 * One staff action: a support reply, a region publication... Written in the transaction of the action where the
 * action is ours to commit, never changed. `detail` is small and never holds a secret (no token, password or
 * message text). Ops read it newest first (GET /api/ops/audit); its bigint id orders it and pages it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account; null for the anonymous person of a loopback development server, or once the account is deleted. */
    actorId: text('actor_id').references(() => workers.id, { onDelete: 'set null' }),
    /** The account's e-mail address at the time (kept when the account is gone). */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<StaffRole>(),
    action: text('action').$type<AuditAction>().notNull(),
    /** What it acted on: a conversation id, a draft id, a version number; null when nothing in particular. */
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(sql`lower(${t.actorName})`, t.id),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Background jobs (issue 25): one queue in the database for every instance (server/platform/jobs)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A job to do: `key` names what it is about (the screening score: the worker's id), one pending job per queue
 * and key. An instance claims due rows with `FOR UPDATE SKIP LOCKED` and holds them for a lease
 * (`locked_until`): a job whose instance died is claimed again once its lease has run out. A done job's row is
 * deleted; one that failed `max_attempts` times is kept with `failed_at` and its last error. `generation` grows
 * each time the job is scheduled again, so a run that started before that cannot delete the newer schedule.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: textId(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    generation: integer('generation').notNull().default(1),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_idx').on(t.queue, t.key),
    // What the instances poll: the pending jobs by due time (failed ones are out of the way).
    index('jobs_due_idx').on(t.runAt).where(sql`${t.failedAt} is null`),
  ],
);

/**
 * One row per day the retention job (issue 31, server/privacy) ran: the instance that inserts the day's row does
 * the day's work, in the same transaction, so the job runs once a day however many instances schedule it (a
 * second run waits for the first to commit, then finds the row and does nothing). `removed` holds counts only.
 */
export const retentionRuns = pgTable('retention_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  /** Rule id -> what went (rows deleted, people stripped, files removed): numbers, never a name or an id. */
  removed: jsonb('removed').$type<Record<string, Record<string, number>>>().notNull().default({}),
});

/**
 * A person's request for a copy of their data (issue 31, server/privacy/data-export-service.ts): prepared in the
 * background (job queue `data-export`, key = this id) into one ZIP archive in the document store, then e-mailed
 * about; downloadable by its owner, logged in, until `expires_at` (7 days after it is ready). One request a day.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: textId(),
    workerId: text('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The archive's object in the document store; null until ready, and again once removed. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_worker_requested_idx').on(t.workerId, t.requestedAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Relations (for db.query.* with `with:`; no effect on SQL)
// ---------------------------------------------------------------------------------------------------------------

export const workersRelations = relations(workers, ({ one, many }) => ({
  application: one(workerApplications, { fields: [workers.id], references: [workerApplications.workerId] }),
  bookings: many(bookings),
  ratings: many(ratings),
  reviews: many(reviews),
  statements: many(statements),
  referrals: many(referrals, { relationName: 'referrer' }),
  documents: many(workerDocuments),
  sessions: many(sessions),
  linkedUser: one(linkedUsers, { fields: [workers.id], references: [linkedUsers.workerId] }),
  agreementSignatures: many(agreementSignatures),
}));

export const workerApplicationsRelations = relations(workerApplications, ({ one }) => ({
  worker: one(workers, { fields: [workerApplications.workerId], references: [workers.id] }),
  partnership: one(partnerships, { fields: [workerApplications.partnershipId], references: [partnerships.id] }),
}));

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  worker: one(workers, { fields: [bookings.workerId], references: [workers.id] }),
  items: many(bookingItems),
  noteHistory: many(bookingNotes),
  otherHeroes: many(bookingOtherHeroes),
  rating: one(ratings, { fields: [bookings.id], references: [ratings.bookingId] }),
}));

export const bookingItemsRelations = relations(bookingItems, ({ one }) => ({
  booking: one(bookings, { fields: [bookingItems.bookingId], references: [bookings.id] }),
}));

export const bookingNotesRelations = relations(bookingNotes, ({ one }) => ({
  booking: one(bookings, { fields: [bookingNotes.bookingId], references: [bookings.id] }),
}));

export const bookingOtherHeroesRelations = relations(bookingOtherHeroes, ({ one }) => ({
  booking: one(bookings, { fields: [bookingOtherHeroes.bookingId], references: [bookings.id] }),
}));

export const ratingsRelations = relations(ratings, ({ one }) => ({
  worker: one(workers, { fields: [ratings.workerId], references: [workers.id] }),
  booking: one(bookings, { fields: [ratings.bookingId], references: [bookings.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  worker: one(workers, { fields: [reviews.workerId], references: [workers.id] }),
}));

export const statementsRelations = relations(statements, ({ one }) => ({
  worker: one(workers, { fields: [statements.workerId], references: [workers.id] }),
}));

export const referralsRelations = relations(referrals, ({ one }) => ({
  referrer: one(workers, {
    fields: [referrals.referrerWorkerId],
    references: [workers.id],
    relationName: 'referrer',
  }),
}));

export const linkedUsersRelations = relations(linkedUsers, ({ one }) => ({
  worker: one(workers, { fields: [linkedUsers.workerId], references: [workers.id] }),
}));

export const documentTypesRelations = relations(documentTypes, ({ many }) => ({
  documents: many(workerDocuments),
}));

export const workerDocumentsRelations = relations(workerDocuments, ({ one }) => ({
  worker: one(workers, { fields: [workerDocuments.workerId], references: [workers.id] }),
  documentType: one(documentTypes, { fields: [workerDocuments.documentTypeId], references: [documentTypes.id] }),
}));

export const agreementSignaturesRelations = relations(agreementSignatures, ({ one }) => ({
  worker: one(workers, { fields: [agreementSignatures.workerId], references: [workers.id] }),
}));

export const onboardingSlotsRelations = relations(onboardingSlots, ({ many }) => ({
  bookings: many(onboardingBookings),
}));

export const onboardingBookingsRelations = relations(onboardingBookings, ({ one }) => ({
  slot: one(onboardingSlots, { fields: [onboardingBookings.slotId], references: [onboardingSlots.id] }),
  worker: one(workers, { fields: [onboardingBookings.workerId], references: [workers.id] }),
}));

export const faqCategoriesRelations = relations(faqCategories, ({ many }) => ({
  articles: many(faqArticles),
}));

export const faqArticlesRelations = relations(faqArticles, ({ one }) => ({
  category: one(faqCategories, { fields: [faqArticles.categoryId], references: [faqCategories.id] }),
}));

export const schoolsRelations = relations(schools, ({ many }) => ({
  cities: many(schoolCities),
  courses: many(courses),
}));

export const schoolCitiesRelations = relations(schoolCities, ({ one }) => ({
  school: one(schools, { fields: [schoolCities.schoolId], references: [schools.id] }),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  school: one(schools, { fields: [courses.schoolId], references: [schools.id] }),
  categoryLinks: many(courseCategoryLinks),
}));

export const courseCategoriesRelations = relations(courseCategories, ({ many }) => ({
  courseLinks: many(courseCategoryLinks),
}));

export const courseCategoryLinksRelations = relations(courseCategoryLinks, ({ one }) => ({
  course: one(courses, { fields: [courseCategoryLinks.courseId], references: [courses.id] }),
  category: one(courseCategories, {
    fields: [courseCategoryLinks.courseCategoryId],
    references: [courseCategories.id],
  }),
}));

export const resourceSectionsRelations = relations(resourceSections, ({ many }) => ({
  links: many(resourceLinks),
}));

export const resourceLinksRelations = relations(resourceLinks, ({ one }) => ({
  section: one(resourceSections, { fields: [resourceLinks.sectionId], references: [resourceSections.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  worker: one(workers, { fields: [sessions.workerId], references: [workers.id] }),
}));
