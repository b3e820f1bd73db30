/**
 * Who may use what: for every page (PAGE_ACCESS) and every API area (API_ACCESS), the roles,
 * the application stages, the per-worker flags and the account state that allow it
 * (W§2 "Access", W§4, W§6, R§2, R§6). One table read by both sides:
 * - the server's preHandlers (`app.requireAccess(area)`, server/accounts/auth-plugin.ts) answer 401/403
 *   with the denial's code;
 * - the client's route guards (screens/app/guards) send the person where `accessRedirect` says.
 * A newcomer who wants to know who may open a page reads its line below.
 */
import { PAGES, type PageId } from '../pages';
import type { ApplicationStage } from './application-stage';
import type { StudentProgress } from './student-progress';

/**
 * - visitor: nobody logged in;
 * - applicant: a practitioner account whose application is not done (W§4), declined included;
 * - worker: a practitioner whose application is done (active or not);
 * - student: an education-portal account (R§6);
 * - support: a staff account of customer support (R§6): answers the support chat;
 * - ops: a staff account of operations (issue 14: the ops tools).
 * Staff are not practitioners: no rule written for applicants or workers lets them in.
 */
export const ROLES = ['visitor', 'applicant', 'worker', 'student', 'support', 'ops'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['support', 'ops'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/** Per-worker switches that take a part of the portal away (W§3 Worker, W§6). */
export const WORKER_FLAGS = [
  'hideStatements',
  'hideReferral',
  'hideCommunity',
  'hidePartnershipAgreement',
  'cannotUpdateBankingDetails',
] as const;
export type WorkerFlag = (typeof WORKER_FLAGS)[number];

/**
 * Region switches that take a section of the worker area away in a whole country or city
 * (R§9 "Feature switches": perks and promote-profile are off in AT). Their values are the
 * region's `keyValues` of the same name.
 */
export const REGION_SWITCHES = ['perksEnabled', 'promoteProfileEnabled', 'promotedReviewsEnabled', 'educationEnabled'] as const;
export type RegionSwitch = (typeof REGION_SWITCHES)[number];
export type RegionSwitches = Readonly<Record<RegionSwitch, boolean>>;

/** The switches of a region's settings; a switch the settings do not name is on (as the defaults file has them). */
export function regionSwitchesOf(keyValues: Partial<Record<RegionSwitch, unknown>> | undefined): RegionSwitches {
  return Object.fromEntries(REGION_SWITCHES.map((name) => [name, keyValues?.[name] !== false])) as Record<RegionSwitch, boolean>;
}

export type Viewer =
  | null
  | {
      kind: 'practitioner';
      stage: ApplicationStage;
      active: boolean;
      flags: Readonly<Record<WorkerFlag, boolean>>;
      /** The switches of their city (else country). */
      switches: RegionSwitches;
    }
  | { kind: 'student'; progress: StudentProgress }
  | { kind: 'staff'; role: StaffRole };

export function roleOf(viewer: Viewer): Role {
  if (!viewer) return 'visitor';
  if (viewer.kind === 'student') return 'student';
  if (viewer.kind === 'staff') return viewer.role;
  return viewer.stage === 'done' ? 'worker' : 'applicant';
}

export interface AccessRule {
  roles: readonly Role[];
  /** Applicants only at these stages; absent: at every stage. Workers are not concerned. */
  stages?: readonly ApplicationStage[];
  /** A practitioner with this flag on may not use it (W§6). */
  hiddenBy?: WorkerFlag;
  /** A practitioner whose region has this switch off may not use it (R§9). */
  regionSwitch?: RegionSwitch;
  /** Workers only while their account is active. */
  activeOnly?: boolean;
  /** Students only once their basics are in (R§2: students go to the info page until then). */
  studentBasicsFirst?: boolean;
}

const ANYONE: AccessRule = { roles: ROLES };
const VISITORS: AccessRule = { roles: ['visitor'] };
const LOGGED_IN: AccessRule = { roles: ['applicant', 'worker', 'student', 'support', 'ops'] };
const PRACTITIONERS: AccessRule = { roles: ['applicant', 'worker'] };
const WORKERS: AccessRule = { roles: ['worker'] };
/** The application steps where basic information, onboarding and documents are handled. */
const BASIC_INFO_STAGES: readonly ApplicationStage[] = ['basic-info', 'agreement', 'signed'];

/**
 * Pages. Visitor-only pages send a logged-in person to their own home (W§2 "Logged-in users on
 * logged-out-only routes go to the home page"; `/` itself is the visitors' home page).
 */
export const PAGE_ACCESS: Record<PageId, AccessRule> = {
  home: VISITORS,
  login: ANYONE, // W§2: "logged-out only except plain /login"
  signin: VISITORS,
  signup: VISITORS,
  forgotPassword: VISITORS,
  passwordReset: ANYONE,
  verifyEmail: ANYONE,
  oneTimeLogin: ANYONE,
  // The customer confirming from their inbox, on any device, signed in or not.
  perksLinkConfirm: ANYONE,

  applyLanding: VISITORS,
  massageworld: ANYONE,
  jobAdvert: ANYONE,
  indeedLanding: ANYONE,
  competencyTest: { roles: ['applicant'], stages: ['test'] },
  almostThere: { roles: ['applicant'], stages: BASIC_INFO_STAGES },
  signAgreement: { roles: ['applicant'], stages: ['agreement'], hiddenBy: 'hidePartnershipAgreement' },
  signing: { roles: ['applicant', 'worker'], stages: ['agreement'], hiddenBy: 'hidePartnershipAgreement' },
  // "Your application is complete" only while it is news: signed and waiting for activation. Once the
  // application is done (an active or inactive worker) the page goes home, like every apply-only page (W§2).
  applicationSuccess: { roles: ['applicant'], stages: ['signed'] },
  applicationDeclined: { roles: ['applicant'], stages: ['declined'] },

  bookings: WORKERS,
  booking: WORKERS,
  /** Issue 26: the pages of the extraBookings API area below (active workers; the group is the server's check). */
  bookingExtend: { roles: ['worker'], activeOnly: true },
  bookingRebook: { roles: ['worker'], activeOnly: true },
  documents: WORKERS,
  resources: { roles: ['worker'], hiddenBy: 'hideCommunity' },
  account: WORKERS,
  ratings: WORKERS,
  reviews: WORKERS,
  statements: { roles: ['worker'], hiddenBy: 'hideStatements' },
  refer: { roles: ['worker'], hiddenBy: 'hideReferral' },
  promoteProfile: { roles: ['worker'], regionSwitch: 'promoteProfileEnabled' },
  publicProfile: ANYONE,
  agreement: { roles: ['worker'], hiddenBy: 'hidePartnershipAgreement' },
  perks: { roles: ['worker'], regionSwitch: 'perksEnabled' },
  diary: WORKERS,
  serviceAreas: WORKERS,
  treats: { roles: ['worker'], regionSwitch: 'perksEnabled' },

  faq: ANYONE,
  faqCategory: ANYONE,
  faqArticle: ANYONE,

  // R§2: everyone reads the education portal, but a student whose basics are missing is sent to the info page first
  // (their login and sign-up land here).
  education: { roles: ROLES, studentBasicsFirst: true },
  educationSchools: ANYONE,
  educationSchool: ANYONE,
  educationCourses: ANYONE,
  educationPerks: { roles: ['student'], studentBasicsFirst: true },
  studentsInfo: { roles: ['student'] },
  studentsSignup: VISITORS,
  studentsLogin: VISITORS,
  studentsForgotPassword: VISITORS,

  unsubscribe: ANYONE,
  staySubscribed: ANYONE,
  impressum: ANYONE,
  terms: ANYONE,
  privacy: ANYONE,
  opsForms: ANYONE,
  /** The region editor and preview (issue 14): its API decides (an ops account, or a loopback development server, engine/rules/ops-access.ts); the page shows the API's refusal. */
  ops: ANYONE,
  /** The audit log of staff actions (issue 25): like /ops, its API decides and the page shows the refusal. */
  opsAudit: ANYONE,
  /** The insights of issue 29 (funnel, drop-off per question, region versions on the charts): like /ops, its API decides and the page shows the refusal. */
  opsInsights: ANYONE,
  devMailbox: ANYONE,
  /** The support inbox (R§6 customer support): the open support-chat conversations. */
  supportInbox: { roles: ['support'] },
  /** Issue 31: download my data, close my account: applicants, workers and students (the `myData` API area). */
  myData: { roles: ['applicant', 'worker', 'student'] },
};

/** API areas: each guarded route names its area (server/routes). Public routes have none. */
export const API_ACCESS = {
  /** GET /api/me, POST /api/logout: whoever is logged in. */
  session: LOGGED_IN,
  /** PUT /api/me with profile fields (name, language...): whoever is logged in. */
  profile: LOGGED_IN,
  /** PUT /api/me with the almost-there parts; vertical status, onboarding calendar, limited-demand popup. */
  basicInfo: { roles: ['applicant'], stages: BASIC_INFO_STAGES },
  /** PUT /api/me with the student-info parts. */
  studentInfo: { roles: ['student'] },
  /**
   * PUT /api/me with `banking` (W§5, W§6): only an active worker whose application is done, never
   * with `cannotUpdateBankingDetails`. An inactive account's payout details change through
   * support: a dormant account taken over must not redirect payouts.
   */
  banking: { roles: ['worker'], activeOnly: true, hiddenBy: 'cannotUpdateBankingDetails' },
  /** GET/PUT /api/me/consents (issue 31): marketing mail and the terms accepted; staff accounts have neither. */
  consents: { roles: ['applicant', 'worker', 'student'] },
  /** Issue 31: a copy of the person's data, and closing the account (/api/me/data-export, /api/me/close). Staff close through operations. */
  myData: { roles: ['applicant', 'worker', 'student'] },
  /** GET /api/resend-email-verification. */
  emailVerification: PRACTITIONERS,
  /** The screening test (W§4): start, answers. */
  competencyTest: { roles: ['applicant'], stages: ['test'] },
  /** The applicant's own screening answers and score (any stage: the result screens read them). */
  competencyTestResults: { roles: ['applicant'] },
  /** Documents: the applicant's uploads from the basic-info step on, and every worker's. */
  documents: { roles: ['applicant', 'worker'], stages: BASIC_INFO_STAGES },
  /** The signature request and the signing itself (W§4 Agreement): the agreement stage, or a worker's newer version. */
  signing: { roles: ['applicant', 'worker'], stages: ['agreement'], hiddenBy: 'hidePartnershipAgreement' },
  /** The agreement in force and its signed state. */
  agreement: { roles: ['applicant', 'worker'], stages: ['agreement', 'signed'], hiddenBy: 'hidePartnershipAgreement' },
  /** GET /api/me/referrals (W§6 hideReferral). */
  referrals: { roles: ['worker'], hiddenBy: 'hideReferral' },
  /**
   * GET /api/me/public-profile: the address and preview of the worker's public profile (W§2 Promote; off in AT, R§9).
   * An inactive worker has no public profile: 403 ACCOUNT_INACTIVE says why (the page explains it), not a 404.
   */
  promoteProfile: { roles: ['worker'], regionSwitch: 'promoteProfileEnabled', activeOnly: true },
  /** The worker's bookings: list, detail, confirm, notes (W§2, W§7). An inactive worker still reads their history. */
  bookings: WORKERS,
  /** The popups of the bookings list and their dismissal (W§2, W§4). */
  popups: WORKERS,
  /** The worker's base location (the overdue-location popup, W§4). */
  location: { roles: ['worker'], activeOnly: true },
  /** The worker's statements: list, confirm, PDF (W§2, W§4; W§6 hideStatements). */
  statements: { roles: ['worker'], hiddenBy: 'hideStatements' },
  /** The worker's private calendar feed: turn on, renew, turn off (the feed itself is read with its secret). */
  calendarFeed: WORKERS,
  /** GET /api/hero/ratings: the worker's own ratings (W§2, W§7). An inactive worker still reads their history. */
  ratings: WORKERS,
  /** GET /api/me/reviews (and /promoted, /un-promoted): the worker's own reviews. */
  reviews: WORKERS,
  /** PUT /api/reviews/{id}/promote: off where promotedReviewsEnabled is off (AT, R§9). */
  reviewPromotion: { roles: ['worker'], regionSwitch: 'promotedReviewsEnabled' },
  /** Perks (W§2): partner offers, the linked customer account, accepting marketing; switched off per region (R§9: AT). */
  perks: { roles: ['worker'], regionSwitch: 'perksEnabled' },
  /**
   * GET /api/partner-offers: a worker's perks (W§2, off where perksEnabled is off, R§9) or a student's (R§2 Student
   * perks, once their basics are in, like the page). The answer holds the offers of the caller's audience.
   */
  partnerOffers: { roles: ['worker', 'student'], regionSwitch: 'perksEnabled', studentBasicsFirst: true },
  /** GET /api/resources/ (W§2 Resources; W§6 hideCommunity blocks the page and the API). */
  resources: { roles: ['worker'], hiddenBy: 'hideCommunity' },
  /** The worker's side of the support chat (W§2 live chat): their conversation, messages, live stream. Inactive workers too. */
  supportChat: WORKERS,
  /** Customer support (R§6): the support inbox, replies, closing conversations. */
  support: { roles: ['support'] },
  /** Operations (issue 14): the ops tools' API. */
  ops: { roles: ['ops'] },
  /**
   * The diary and service areas, read (issue 16: GET /api/diary/availabilities, /api/diary/demand,
   * /api/me/service-areas). An inactive worker still sees them, with a banner explaining why
   * bookings stopped.
   */
  diary: WORKERS,
  /** Changing availability and service areas: only an active worker, as nothing is offered to an inactive one. */
  availability: { roles: ['worker'], activeOnly: true },
  /**
   * Issue 26: extending a booking, booking a returning customer again and their helpers (W§7). Active
   * workers only (nothing is booked for an inactive one); each booking's group is then checked against
   * the region's extraBookingButtons by the service (403 EXTRA_BOOKING_NOT_ENABLED).
   */
  extraBookings: { roles: ['worker'], activeOnly: true },
  /**
   * Issue 26: requests to book (R§6 beta list). Active workers; the service then answers 403
   * REQUEST_TO_BOOK_NOT_ENABLED unless requestToBook2024Enabled is on and the worker is in the beta list.
   */
  requestToBook: { roles: ['worker'], activeOnly: true },
} as const satisfies Record<string, AccessRule>;

export type ApiArea = keyof typeof API_ACCESS;

export interface AccessDenial {
  status: 401 | 403;
  code: string;
  message: string;
}

const FLAG_DENIAL: Record<WorkerFlag, { code: string; message: string }> = {
  hideStatements: { code: 'SECTION_HIDDEN', message: 'This section is not available on your account.' },
  hideReferral: { code: 'SECTION_HIDDEN', message: 'This section is not available on your account.' },
  hideCommunity: { code: 'SECTION_HIDDEN', message: 'This section is not available on your account.' },
  hidePartnershipAgreement: { code: 'SECTION_HIDDEN', message: 'This section is not available on your account.' },
  cannotUpdateBankingDetails: {
    code: 'BANKING_LOCKED',
    message: 'Your bank details cannot be changed online. Contact support to change them.',
  },
};

const REGION_DENIAL = { code: 'NOT_IN_REGION', message: 'This part of the portal is not offered in your region.' };

const denied = (status: 401 | 403, code: string, message: string): AccessDenial => ({ status, code, message });

/** Null when the viewer may use what the rule guards; otherwise why not, as the API answers it. */
export function checkAccess(rule: AccessRule, viewer: Viewer): AccessDenial | null {
  const role = roleOf(viewer);
  if (!rule.roles.includes(role)) {
    if (role === 'visitor') return denied(401, 'UNAUTHORIZED', 'Log in to continue.');
    if (rule.roles.length === 1 && rule.roles[0] === 'visitor') return denied(403, 'ALREADY_LOGGED_IN', 'You are already logged in.');
    if (rule.roles.every(isStaffRole)) return denied(403, 'STAFF_ONLY', 'This part of the portal is for staff.');
    if (isStaffRole(role)) return denied(403, 'NOT_FOR_STAFF', 'This part of the portal is for practitioners and students.');
    if (role === 'student') return denied(403, 'WORKER_ONLY', 'This part of the portal is for practitioners.');
    if (!rule.roles.includes('applicant') && !rule.roles.includes('worker')) {
      return denied(403, 'STUDENT_ONLY', 'This part of the portal is for students.');
    }
    if (role === 'applicant') return denied(403, 'APPLICATION_NOT_COMPLETE', 'Finish your application to use this part of the portal.');
    return denied(403, 'WRONG_APPLICATION_STAGE', 'Your application is past this step.');
  }
  if (!viewer || viewer.kind === 'staff') return null;
  if (viewer.kind === 'student') {
    if (rule.studentBasicsFirst && viewer.progress !== 'done') {
      return denied(403, 'STUDENT_INFO_MISSING', 'Fill in your details first.');
    }
    return null;
  }
  if (role === 'applicant' && rule.stages && !rule.stages.includes(viewer.stage)) {
    return denied(403, 'WRONG_APPLICATION_STAGE', 'This step of the application is not open to you now.');
  }
  if (rule.activeOnly && !viewer.active) return denied(403, 'ACCOUNT_INACTIVE', 'Your account is inactive. Contact support.');
  if (rule.hiddenBy && viewer.flags[rule.hiddenBy]) {
    const { code, message } = FLAG_DENIAL[rule.hiddenBy];
    return denied(403, code, message);
  }
  if (rule.regionSwitch && !viewer.switches[rule.regionSwitch]) return denied(403, REGION_DENIAL.code, REGION_DENIAL.message);
  return null;
}

/** Every kind of person the table tells apart, for listing what a rule can answer. */
function everyViewer(): Viewer[] {
  const noFlags = Object.fromEntries(WORKER_FLAGS.map((flag) => [flag, false])) as Record<WorkerFlag, boolean>;
  const allOn = regionSwitchesOf(undefined);
  const stages: ApplicationStage[] = ['test', 'basic-info', 'agreement', 'signed', 'done', 'declined'];
  const practitioner = (stage: ApplicationStage): Viewer => ({ kind: 'practitioner', stage, active: true, flags: noFlags, switches: allOn });
  return [
    null,
    ...STAFF_ROLES.map((role): Viewer => ({ kind: 'staff', role })),
    { kind: 'student', progress: 'basic-info' },
    { kind: 'student', progress: 'done' },
    ...stages.flatMap((stage): Viewer[] => [
      practitioner(stage),
      { kind: 'practitioner', stage, active: false, flags: noFlags, switches: allOn },
      ...WORKER_FLAGS.map((flag): Viewer => ({ kind: 'practitioner', stage, active: true, flags: { ...noFlags, [flag]: true }, switches: allOn })),
      ...REGION_SWITCHES.map((name): Viewer => ({ kind: 'practitioner', stage, active: true, flags: noFlags, switches: { ...allOn, [name]: false } })),
    ]),
  ];
}

/** The denials a rule can answer, by status (the API documents them on each route). */
export function possibleDenials(rule: AccessRule): Map<401 | 403, AccessDenial[]> {
  const out = new Map<401 | 403, AccessDenial[]>();
  for (const viewer of everyViewer()) {
    const denial = checkAccess(rule, viewer);
    if (!denial) continue;
    const list = out.get(denial.status) ?? [];
    if (!list.some((d) => d.code === denial.code)) list.push(denial);
    out.set(denial.status, list);
  }
  return out;
}

/** The page of each application stage (W§2 "Application stage routing"). */
const STAGE_HOME: Record<ApplicationStage, PageId> = {
  test: 'competencyTest',
  'basic-info': 'almostThere',
  agreement: 'signAgreement',
  signed: 'applicationSuccess',
  done: 'bookings',
  declined: 'applicationDeclined',
};

/** Where a person's home is: the visitors' home page, their application step, /bookings, or /education. */
export function homePath(viewer: Viewer): string {
  if (!viewer) return PAGES.home;
  // R§2 "Student login goes to /education".
  if (viewer.kind === 'student') return PAGES.education;
  // Staff land on their own tools: support on the inbox, operations on /ops.
  if (viewer.kind === 'staff') return viewer.role === 'support' ? PAGES.supportInbox : PAGES.ops;
  // An operator partner's worker may have the agreement page hidden: their step is then basic info.
  if (viewer.stage === 'agreement' && viewer.flags.hidePartnershipAgreement) return PAGES.almostThere;
  return PAGES[STAGE_HOME[viewer.stage]];
}

/** Pages only students open (R§2 perks and info): a visitor logs in as a student first, then comes back. */
function isStudentsOnly(rule: AccessRule): boolean {
  return rule.roles.length === 1 && rule.roles[0] === 'student';
}

/**
 * Where the route guard sends the viewer instead of the page at `path` (slug-less), or null to
 * show it: visitors to the home page (to the student login, and back, from a students-only page),
 * a student without basics to the info page, a worker to /bookings when a section is hidden (W§6),
 * everyone else to their own home (a worker on a students-only page too, R§2).
 */
export function accessRedirect(page: PageId, viewer: Viewer, path: string): string | null {
  const rule = PAGE_ACCESS[page];
  const denial = checkAccess(rule, viewer);
  if (!denial) return null;
  let target: string;
  if (!viewer && isStudentsOnly(rule)) target = `${PAGES.studentsLogin}?return_url=${encodeURIComponent(path)}`;
  else if (!viewer) target = PAGES.home;
  else if (denial.code === 'STUDENT_INFO_MISSING') target = PAGES.studentsInfo;
  else if (roleOf(viewer) === 'worker' && WORKER_SECTION_DENIALS.has(denial.code)) target = PAGES.bookings;
  else target = homePath(viewer);
  return target === path ? null : target;
}

/** Denials that send a worker back to /bookings (W§6 "blocked users go to /bookings"). */
const WORKER_SECTION_DENIALS = new Set(['SECTION_HIDDEN', 'ACCOUNT_INACTIVE', REGION_DENIAL.code]);

/** Where an applicant goes right after sign-up (W§4). */
export function pathAfterSignup(options: { newSignupFlow: boolean }): string {
  return options.newSignupFlow ? PAGES.competencyTest : PAGES.almostThere;
}
