/**
 * Every page of the portal, once (W§2, R§2): the router's table, links, the route guards, the
 * rules that send someone to a page and the links in e-mails all take their paths from here,
 * so a page cannot be renamed in one place and forgotten in another.
 *
 * Paths are the slug-less (English) form; pages marked `languageAware` also exist under
 * /fr and /de (W§2 "(L)"). Parameters are `:name` segments, filled by `pagePath`.
 */
import type { LanguageId } from './regions/types';
import { localizePath, splitLanguageSlug } from './rules/language';

export const PAGES = {
  home: '/',
  // Accounts (W§2)
  login: '/login',
  signin: '/signin',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset/:token',
  verifyEmail: '/verify-email/:token',
  oneTimeLogin: '/onetimelogin/:token',
  // The application (W§2, W§4)
  applyLanding: '/apply/:id',
  massageworld: '/massageworld',
  jobAdvert: '/job-advert/:stub',
  indeedLanding: '/indeed-landing/:stub',
  competencyTest: '/competency-test',
  almostThere: '/almost-there',
  signAgreement: '/sign-agreement',
  /** The built-in signing page embedded in /sign-agreement and /agreement. */
  signing: '/sign/:requestToken',
  applicationSuccess: '/application-success',
  applicationDeclined: '/application-declined',
  // The worker area (W§2)
  bookings: '/bookings',
  booking: '/bookings/:id',
  /** Issue 26: extend a booking with additions, book its customer again (W§2, W§7, R§9 extra-booking buttons). */
  bookingExtend: '/bookings/:id/extend',
  bookingRebook: '/bookings/:id/rebook',
  documents: '/documents',
  resources: '/resources',
  account: '/account',
  /** Issue 31: download my data, close my account (applicants, workers and students). */
  myData: '/my-data',
  ratings: '/ratings',
  reviews: '/reviews',
  statements: '/statements',
  refer: '/refer',
  promoteProfile: '/promote-profile',
  /** A worker's public profile (W§2 Promote), the address the promote page shares; the slug is the referral code in lower case. */
  publicProfile: '/profiles/:slug',
  agreement: '/agreement',
  perks: '/perks',
  /** Issue 27: the page of the e-mail asking an address to confirm its link to a worker's perks. */
  perksLinkConfirm: '/perks-link/:token',
  /** Issue 16: the worker's week of availability with demand. */
  diary: '/diary',
  /** Issue 16: the areas of the city the worker covers, on a demand heat map. */
  serviceAreas: '/service-areas',
  /** W§2: an old address of the perks page; redirects there. */
  treats: '/treats',
  // Help centre (R§2)
  faq: '/faq',
  faqCategory: '/faq/categories/:id',
  faqArticle: '/faq/:slug',
  // Education (R§2)
  education: '/education',
  educationSchools: '/education/massage-schools',
  educationSchool: '/education/massage-schools/:slug',
  educationCourses: '/education/massage-courses',
  educationPerks: '/education/perks',
  studentsInfo: '/education/students-info',
  studentsSignup: '/students-signup',
  studentsLogin: '/students-login',
  studentsForgotPassword: '/students-forgot-password',
  // Public pages (R§2)
  unsubscribe: '/unsubscribe',
  staySubscribed: '/stay-subscribed',
  impressum: '/impressum',
  terms: '/terms',
  privacy: '/privacy',
  // Tools
  ops: '/ops',
  opsForms: '/ops/forms',
  opsAudit: '/ops/audit',
  opsInsights: '/ops/insights',
  devMailbox: '/dev/mailbox',
  // Staff (R§6 customer support)
  supportInbox: '/support',
} as const;

export type PageId = keyof typeof PAGES;

/**
 * Paths that are no page of their own, only a redirect (W§2: "/bookings/{id}/note ... redirect to
 * /bookings/{id}"): links of the native app and old e-mails land on the detail. W§2 redirected
 * /rebook and /extend too, before those pages existed; issue 26 makes them pages (PAGES above).
 */
export const REDIRECT_PATHS = {
  bookingNote: '/bookings/:id/note',
  /** W§7 "The agreement link opens /workers/{id}/partnership-agreement-url": the /agreement page. */
  workerAgreement: '/workers/:id/partnership-agreement-url',
} as const;

/** Pages that take a language slug (W§2/R§2 "(L)"): /x, /fr/x, /de/x. */
export const LANGUAGE_AWARE_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  'home',
  'signin',
  'signup',
  'forgotPassword',
  'applyLanding',
  'faq',
  'faqCategory',
  'faqArticle',
  'publicProfile',
  'education',
  'educationSchools',
  'educationSchool',
  'educationCourses',
  'studentsSignup',
  'studentsLogin',
  'studentsForgotPassword',
  'unsubscribe',
  'staySubscribed',
  // Issue 27: the page of the perks confirmation e-mail, in the e-mail's language (its link carries the slug).
  'perksLinkConfirm',
  'terms',
  'privacy',
]);

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<Id extends PageId> = ParamNames<(typeof PAGES)[Id]>;

/**
 * The path of a page with its parameters filled in (each encoded):
 * `pagePath('passwordReset', { token })` → `/password-reset/<token>`.
 */
export function pagePath<Id extends PageId>(
  id: Id,
  ...[params]: ParamsOf<Id> extends never ? [] : [Record<ParamsOf<Id>, string | number>]
): string {
  const pattern: string = PAGES[id];
  if (!params) return pattern;
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** The paths of the pages that take a language slug (paths are letters, digits, `-`, `/` and `:name` parameters). */
const LANGUAGE_AWARE_PATHS = [...LANGUAGE_AWARE_PAGES].map((id) => new RegExp(`^${PAGES[id].replace(/:\w+/g, '[^/]+')}/?$`, 'i'));

/**
 * A link or redirect target in the page's language, when the page it opens takes a language slug (`/faq` →
 * `/fr/faq`); any other page has one URL for every language (`/education/students-info` stays: there is no
 * `/fr/education/students-info`). A target that already has a slug is left as it is.
 */
export function localizePageHref(target: string, language: LanguageId): string {
  const cut = target.search(/[?#]/);
  const pathname = (cut === -1 ? target : target.slice(0, cut)) || PAGES.home;
  const suffix = cut === -1 ? '' : target.slice(cut);
  if (splitLanguageSlug(pathname).slug) return `${pathname}${suffix}`;
  if (!LANGUAGE_AWARE_PATHS.some((pattern) => pattern.test(pathname))) return `${pathname}${suffix}`;
  return `${localizePath(pathname, language)}${suffix}`;
}

/** The path of a page with a query string (`?passed=true`); empty values are left out. */
export function pageHref(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
