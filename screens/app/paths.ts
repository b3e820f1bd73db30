/**
 * Every API URL the screens call, relative to the client's `/api` prefix (no leading slash:
 * ky joins them to `prefixUrl`). A spec path that already starts with /api keeps the rest
 * (`/api/hero/ratings` → `hero/ratings`); any other spec path P is `/api` + P (DESIGN.md).
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  health: 'health',
  cities: 'cities',
  /** Resolved region configuration; query `city_id` or `country_id`. */
  config: 'config',
  /** The terms or the privacy policy of a country; query `country_id`, `language`. */
  legal: (document: 'terms' | 'privacy') => `legal/${seg(document)}`,

  me: 'me',
  /** The worker's support chat: state, messages, one conversation, the live stream (server-sent events). */
  supportChat: 'support-chat',
  supportChatMessages: 'support-chat/messages',
  supportChatStream: 'support-chat/stream',
  /** Customer support's inbox: the open conversations, one, a reply, closing. */
  supportConversations: 'support/conversations',
  supportConversation: (id: string) => `support/conversations/${seg(id)}`,
  supportConversationMessages: (id: string) => `support/conversations/${seg(id)}/messages`,
  supportConversationClose: (id: string) => `support/conversations/${seg(id)}/close`,
  /** The help centre's contact form (anyone), and its messages in the support inbox: the list, marking one handled. */
  supportContact: 'support/contact',
  supportContactRequests: 'support/contact-requests',
  supportContactRequestHandled: (id: string) => `support/contact-requests/${seg(id)}/handled`,
  meReferrals: 'me/referrals',
  /** The address and preview of the worker's public profile (the promote page). */
  mePublicProfile: 'me/public-profile',
  /** A worker's public profile, for visitors. */
  publicProfile: (slug: string) => `profiles/${seg(slug)}`,
  /** The help centre (R§7 FAQ calls): categories, a category's articles, an article, search, "was this helpful?". */
  faqCategories: 'faqs/categories',
  faqCategoryArticles: (categoryId: number) => `faqs/categories/${seg(categoryId)}/articles`,
  faqArticleBySlug: (slug: string) => `faqs/articles/by-slug/${seg(slug)}`,
  faqArticleFeedback: (articleId: number) => `faqs/articles/${seg(articleId)}/feedback`,
  faqSearch: 'faqs/search',
  /** The popup of the bookings list to show now, and its dismissal. */
  mePopups: 'me/popups',
  mePopupDismiss: (key: string) => `me/popups/${seg(key)}/dismiss`,
  /** The base location: PUT a new address, POST .../confirm to keep the one on file. */
  meLocation: 'me/location',
  meLocationConfirm: 'me/location/confirm',
  meInterviewDate: 'me/interview-date',
  meReviews: 'me/reviews',
  meReviewsPromoted: 'me/reviews/promoted',
  meReviewsUnPromoted: 'me/reviews/un-promoted',
  login: 'login',
  logout: 'logout',
  signup: 'signup',
  resendEmailVerification: 'resend-email-verification',
  oneTimeLogin: 'one-time-login',
  oneTimeLoginRequest: 'one-time-login/request',
  passwordResetRequest: 'hero/password-reset/request',
  passwordResetCheck: 'hero/password-reset/check',
  passwordResetUse: 'hero/password-reset/use',

  documents: 'documents',
  workerDocuments: (workerId: string | number) => `workers/${seg(workerId)}/documents`,
  workerPartnershipAgreementUrl: (workerId: string | number) => `workers/${seg(workerId)}/partnership-agreement-url`,
  ratings: 'hero/ratings',
  reviewPromote: (reviewId: string | number) => `reviews/${seg(reviewId)}/promote`,
  partnerOffers: 'partner-offers',
  educationSchools: 'education/schools',
  educationSchool: (slug: string) => `education/schools/by-slug/${seg(slug)}`,
  educationCourseCategories: 'education/course-categories',
  educationCourses: 'education/courses',
  educationFacets: 'education/facets',
  educationSearch: 'education/search',
  linkedUser: 'linked-user',
  linkedUserConfirm: 'linked-user/confirm',
  statements: 'hero/statements',
  statementConfirm: (statementId: string | number) => `hero/statements/${seg(statementId)}/confirm`,
  statementPdf: (statementId: string | number) => `hero/statements/${seg(statementId)}/pdf`,
  diaryDemand: 'diary/demand',
  diaryAvailabilities: 'diary/availabilities',
  availability: 'availability',
  meServiceAreas: 'me/service-areas',
  bookings: 'bookings',
  booking: (bookingId: string | number) => `bookings/${seg(bookingId)}`,
  bookingConfirm: (bookingId: string | number) => `hero/bookings/${seg(bookingId)}/confirm`,
  /** Requests to book (issue 26, R§6 beta list): the worker's pending ones, accepting or declining one. */
  bookingRequests: 'booking-requests',
  bookingRequestAccept: (requestId: string) => `booking-requests/${seg(requestId)}/accept`,
  bookingRequestDecline: (requestId: string) => `booking-requests/${seg(requestId)}/decline`,
  /** Issue 26, extend a booking: its addition options (GET) and the additions (POST). */
  bookingAdditionOptions: (bookingId: string | number) => `bookings/${seg(bookingId)}/additionOptions`,
  bookingAdditions: (bookingId: string | number) => `bookings/${seg(bookingId)}/additions`,
  /** Issue 26, book a returning customer again (W§7 booking-creation helpers): the bookable days, the worker's own specialities, the products of an area, a postcode check, the free starts of a day, a basket's price, a customer's saved cards, the new booking (the trailing slash is the spec's). */
  bookableDates: 'dates',
  workerSpecialities: (workerId: string) => `workers/${seg(workerId)}/specialities`,
  products: 'products',
  checkLocation: 'search/checkLocationIsValid',
  availableSlots: 'search/availableSlotsForWorkersOnDate',
  bookingPrice: 'bookings/price',
  customerCards: (customerId: string) => `users/${seg(customerId)}/cards`,
  bookingCreate: 'bookings/',
  notes: 'hero/notes',
  signatureRequest: 'signature-request',
  /** The built-in signing page's text (GET) and its signature (POST .../sign), per signature request token. */
  signatureRequestPage: (requestToken: string) => `signature-requests/${seg(requestToken)}`,
  signatureRequestSign: (requestToken: string) => `signature-requests/${seg(requestToken)}/sign`,
  agreement: 'agreement',
  /** The caller's own latest signed agreement as a PDF (an attachment; opened as a link, not fetched). */
  agreementPdf: 'agreement/pdf',
  /** The private calendar feed: GET state, POST turn on or renew, DELETE turn off. */
  meCalendarFeed: 'me/calendar-feed',
  competencyTestStart: 'competency-test/start',
  competencyTestAnswers: 'competency-test/answers',
  meVerticalStatus: 'me/vertical-status',
  meLimitedDemandPopupSeen: 'me/limited-demand-popup-seen',
  onboardingSlots: 'onboarding-slots',
  onboardingBookings: 'onboarding-bookings',
  onboardingBookingCurrent: 'onboarding-bookings/current',
  document: (documentId: string | number) => `documents/${seg(documentId)}`,
  onboardingAppointmentsFormFieldId: (x: string) => `onboarding-appointments/form-field-id/${seg(x)}`,
  partnership: (partnershipId: string | number) => `partnerships/${seg(partnershipId)}`,
  indeedLanding: (stub: string) => `indeed-landing/${seg(stub)}/json`,
  heroReferrer: (code: string) => `hero-referrer/${seg(code)}`,
  /** The trailing slash is part of the spec's path (W§7 GET /resources/). */
  resources: 'resources/',
  unsubscribe: 'unsubscribe',
  acceptMarketing: 'acceptMarketing',
  /** A form composed for a scope (`city_id` or `country_id` query): ops preview, every form page. */
  composedForm: (formId: string) => `forms/${seg(formId)}`,
  /** Same-origin validator module the server compiles per form and scope (DESIGN.md). */
  formValidator: (formId: string) => `forms/${seg(formId)}/validator.js`,
  /** Page views, batched (POST); also the sendBeacon target `/api/events`. */
  events: 'events',
  /** Issue 29: form field events (drop-off per question), batched (POST), only after the visitor accepted analytics; also a sendBeacon target. */
  formEvents: 'form-events',
  /** Dev mailbox: e-mails the local server wrote (404 unless enabled). */
  devOutbox: 'dev/outbox',
} as const;

/** The address of an API path for a plain link (a download the browser opens itself, with the session cookie). */
export function apiHref(path: string): string {
  return `/api/${path}`;
}
