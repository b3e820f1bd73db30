/**
 * The offline page (R§9 installable app): what the service worker shows when a page cannot be
 * fetched, in the person's language (URL slug, then the `lang` cookie, then the browser). On
 * /bookings it lists the upcoming bookings the worker kept from their last visit, with the time
 * of that copy ("last updated"). Plain DOM, no React and no API: it must work from the cache alone.
 */
import { chooseLanguage, bcp47ForLanguage, splitLanguageSlug } from '../../engine/rules/language';
import { PAGES } from '../../engine/pages';
import type { LanguageId } from '../../engine/regions/types';
import type { BookingsResponse } from '../../engine/generated/api/bookings-response';
import { dateWriter, SPEC_DATE_FORMATS } from '../../engine/time/date-format';
import OFFLINE_WORDS from 'virtual:offline-words';
import { OFFLINE_BOOKINGS_CACHE, OFFLINE_BOOKINGS_KEY, OFFLINE_SAVED_AT_HEADER } from '../shared/offline-bookings';
import './offline-page.css';

/** The `lang` cookie of screens/shared/cookies.ts (not imported: this page loads nothing of the app). */
const LANGUAGE_COOKIE = 'lang';

function wordsOf(language: LanguageId) {
  const source = OFFLINE_WORDS[language];
  return {
    brand: source.BRAND_NAME,
    title: source.OFFLINE_TITLE,
    text: source.OFFLINE_TEXT,
    retry: source.OFFLINE_RETRY,
    bookingsTitle: source.OFFLINE_BOOKINGS_TITLE,
    updated: source.OFFLINE_BOOKINGS_UPDATED,
    note: source.OFFLINE_BOOKINGS_NOTE,
    empty: source.OFFLINE_BOOKINGS_EMPTY,
    bookingsLink: source.OFFLINE_BOOKINGS_LINK,
    treatment: (code: string) => source[code] ?? code,
  };
}
type Words = ReturnType<typeof wordsOf>;

function cookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string } = {}, ...children: Node[]) {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  node.append(...children);
  return node;
}

async function savedBookings(): Promise<{ list: BookingsResponse; savedAt: Date } | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cache = await caches.open(OFFLINE_BOOKINGS_CACHE);
    const response = await cache.match(OFFLINE_BOOKINGS_KEY);
    if (!response) return null;
    const savedAt = new Date(response.headers.get(OFFLINE_SAVED_AT_HEADER) ?? '');
    return { list: (await response.json()) as BookingsResponse, savedAt };
  } catch {
    return null;
  }
}

function bookingsView(saved: { list: BookingsResponse; savedAt: Date }, words: Words, locale: string): Node[] {
  const { timeZone } = saved.list;
  const now = Date.now();
  // The region's formats came with the list (R§9); a copy kept before they did gets the spec's.
  const dates = dateWriter(saved.list.dateFormats ?? SPEC_DATE_FORMATS, locale, timeZone);
  const updatedAt = Number.isNaN(saved.savedAt.getTime()) ? '' : `${dates.date(saved.savedAt)} ${dates.time(saved.savedAt)}`;
  const nodes: Node[] = [
    element('h1', { text: words.bookingsTitle }),
    element('p', { className: 'offline-page__updated', text: words.updated.replace('{{time}}', updatedAt) }),
    element('p', { className: 'offline-page__muted', text: words.note }),
  ];
  const upcoming = saved.list.days
    .map((day) => ({ day, bookings: day.bookings.filter((b) => new Date(b.endsAt).getTime() >= now) }))
    .filter((day) => day.bookings.length > 0);
  if (upcoming.length === 0) nodes.push(element('p', { text: words.empty }));
  for (const { bookings } of upcoming) {
    nodes.push(element('h2', { className: 'offline-page__day', text: dates.dayDateMonth(bookings[0].startsAt) }));
    const list = element('ul', { className: 'offline-page__list' });
    for (const booking of bookings) {
      list.append(
        element(
          'li',
          { className: 'offline-page__booking' },
          element('span', { className: 'offline-page__time', text: `${dates.time(booking.startsAt)} – ${dates.time(booking.endsAt)}` }),
          element('span', { text: booking.treatments.map(words.treatment).join(', ') }),
          element('span', { className: 'offline-page__muted', text: [booking.customerFirstName, booking.area, booking.reference].filter(Boolean).join(' · ') }),
        ),
      );
    }
    nodes.push(list);
  }
  return nodes;
}

async function render() {
  const { slug, rest } = splitLanguageSlug(location.pathname);
  const language = chooseLanguage({ urlSlug: slug, cookie: cookie(LANGUAGE_COOKIE), browserLanguages: navigator.languages });
  const locale = bcp47ForLanguage(language);
  const words = wordsOf(language);
  document.documentElement.lang = locale;
  document.title = `${words.title} · ${words.brand}`;

  const root = document.getElementById('offline');
  if (!root) return;
  const brand = element('p', { className: 'offline-page__brand' });
  const logo = document.createElement('img');
  logo.src = '/favicon.svg';
  logo.alt = '';
  brand.append(logo, document.createTextNode(words.brand));

  const retry = element('button', { className: 'button', text: words.retry });
  retry.type = 'button';
  retry.addEventListener('click', () => location.reload());
  const actions = element('div', { className: 'offline-page__actions' }, retry);

  const saved = await savedBookings();
  const onBookings = rest === PAGES.bookings || rest.startsWith(`${PAGES.bookings}/`);
  if (saved && onBookings) {
    root.replaceChildren(brand, ...bookingsView(saved, words, locale), actions);
    return;
  }
  if (saved) {
    const link = element('a', { className: 'button button--secondary', text: words.bookingsLink });
    link.setAttribute('href', PAGES.bookings);
    actions.append(link);
  }
  root.replaceChildren(brand, element('h1', { text: words.title }), element('p', { className: 'offline-page__muted', text: words.text }), actions);
}

void render();
