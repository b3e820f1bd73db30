/*
 * The pure parts of the applicant journey's screens: slot grouping in the city's time zone,
 * what the browser refuses before an upload, upload progress and error messages, the landing
 * links, the agreement text's paragraphs and the signature's checks.
 */
import { describe, expect, it } from 'vitest';
import enGB from '../../../locales/en_GB.json';
import frFR from '../../../locales/fr_FR.json';
import deAT from '../../../locales/de_AT.json';
import { VERTICAL_STATUS } from '../../../engine/rules/vertical-status';
import { NOT_ENOUGH_EXPERIENCE, LOW_SCORE } from '../../../engine/rules/competency-test';
import type { OnboardingSlot } from '../../../engine/generated/api/onboarding-slots-response';
import { dateWriter, SPEC_DATE_FORMATS } from '../../../engine/time/date-format';
import { declinedTextKey } from '../../../screens/apply/application-outcome-pages';
import {
  documentFileProblem,
  MAX_DOCUMENT_BYTES,
  uploadErrorCode,
  uploadErrorKey,
  uploadPercent,
} from '../../../screens/shared/documents/document-upload';
import { displayTimeZone, groupSlotsByDay, onboardingVerticalKey, sessionDateLabel, slotTimeRange } from '../../../screens/apply/onboarding-slots';
import { agreementIntroKey, signingFrameUrl } from '../../../screens/shared/agreement/signing-widget';
import { agreementParagraphs, signatureFormErrors } from '../../../screens/apply/signing-page';
import { verticalStatusMessageKey } from '../../../screens/apply/vertical-status-copy';
import { copyParagraphs, signupHref } from '../../../screens/landing/landing-links';

const LOCALES: Record<string, Record<string, string>> = { en_GB: enGB, fr_FR: frFR, de_AT: deAT };

/** The dates of a reader in the R§9 formats (or another day format), as the screens' useDateWriter gives them. */
function writer(locale: string, timeZone: string, dayDateMonth: string = SPEC_DATE_FORMATS.dayDateMonth) {
  return dateWriter({ ...SPEC_DATE_FORMATS, dayDateMonth }, locale, timeZone);
}

function slot(id: string, startsAt: string, endsAt: string, vertical = 'massage'): OnboardingSlot {
  return { id, startsAt, endsAt, remaining: 3, limited: false, vertical };
}

describe('onboarding slots by day', () => {
  it('groups sessions by the day in the city, in time order', () => {
    const days = groupSlotsByDay(
      [
        slot('late', '2026-07-06T22:30:00Z', '2026-07-06T23:30:00Z'), // 23:30 in London, still Monday
        slot('b', '2026-07-06T13:00:00Z', '2026-07-06T14:00:00Z'),
        slot('a', '2026-07-06T08:00:00Z', '2026-07-06T09:30:00Z'),
        slot('tue', '2026-07-07T08:00:00Z', '2026-07-07T09:00:00Z'),
      ],
      'Europe/London',
      writer('en-GB', 'Europe/London'),
    );
    expect(days.map((d) => d.day)).toEqual(['2026-07-06', '2026-07-07']);
    expect(days[0].slots.map((s) => s.id)).toEqual(['a', 'b', 'late']);
    expect(days[0].label).toBe('Monday 6 July');
  });

  it('puts a late-evening UTC session on the next day in Vienna', () => {
    const days = groupSlotsByDay([slot('x', '2026-07-06T22:30:00Z', '2026-07-06T23:30:00Z')], 'Europe/Vienna', writer('de-AT', 'Europe/Vienna'));
    expect(days[0].day).toBe('2026-07-07');
    // The region's day format (R§9 "dddd D MMMM") with Austrian German names.
    expect(days[0].label).toBe('Dienstag 7 Juli');
    const dotted = groupSlotsByDay([slot('x', '2026-07-06T22:30:00Z', '2026-07-06T23:30:00Z')], 'Europe/Vienna', writer('de-AT', 'Europe/Vienna', 'dddd, D. MMMM'));
    expect(dotted[0].label).toBe('Dienstag, 7. Juli');
  });

  it('shows times in the city and names the calendar', () => {
    expect(slotTimeRange(slot('a', '2026-01-12T10:00:00Z', '2026-01-12T11:30:00Z'), writer('fr-FR', 'Europe/Paris'))).toBe('11:00 – 12:30');
    const t = (key: string, values: Record<string, string>) => enGB[key as keyof typeof enGB].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
    expect(sessionDateLabel('2026-01-12T10:00:00Z', writer('en-GB', 'Europe/London'), t)).toBe('Monday 12 January at 10:00');
    expect(displayTimeZone('Not/AZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(onboardingVerticalKey('personal-training')).toBe('ONBOARDING_VERTICAL_PERSONAL_TRAINING');
    expect(onboardingVerticalKey('nutrition_workshop')).toBe('ONBOARDING_VERTICAL_NUTRITION_WORKSHOP');
  });

  it('has a name for every scheduling calendar of the region files, in every language', async () => {
    const { realRegions } = await import('../../engine/forms/region-fixture');
    const set = await realRegions();
    const calendars = new Set<string>();
    for (const entry of [set.defaults, ...set.countries.values(), ...set.cities.values()]) {
      for (const layer of [entry.data.keyValues ?? {}, ...Object.values(entry.data.variants ?? {})]) {
        const value = (layer as Record<string, unknown>).schedulingCalendars;
        if (value && typeof value === 'object') Object.keys(value).forEach((key) => calendars.add(key));
      }
    }
    expect(calendars.size).toBeGreaterThan(5);
    for (const [language, messages] of Object.entries(LOCALES)) {
      const missing = [...calendars].map(onboardingVerticalKey).filter((key) => !(key in messages));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});

describe('document upload checks', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });

  it('refuses empty, too large and unknown files before sending them', () => {
    expect(documentFileProblem(file('cert.pdf', 0, 'application/pdf'))).toBe('FORM_ERROR_FILE_EMPTY');
    expect(documentFileProblem(file('cert.pdf', MAX_DOCUMENT_BYTES + 1, 'application/pdf'))).toBe('PAYLOAD_TOO_LARGE');
    expect(documentFileProblem(file('notes.docx', 2000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('sends PDFs, photos and HEIC files the browser has no type for', () => {
    expect(documentFileProblem(file('cert.pdf', MAX_DOCUMENT_BYTES, 'application/pdf'))).toBeNull();
    expect(documentFileProblem(file('IMG_0001.HEIC', 3_000_000, ''))).toBeNull();
    expect(documentFileProblem(file('photo', 3_000, 'image/jpeg'))).toBeNull();
    // Issue 27: a type that takes photos only (the profile photo) refuses a PDF before it is sent.
    expect(documentFileProblem(file('cv.pdf', 3_000, 'application/pdf'), ['image'])).toBe('DOCUMENT_IMAGE_ONLY');
    expect(documentFileProblem(file('IMG_0001.HEIC', 3_000, ''), ['image'])).toBeNull();
    expect(documentFileProblem(file('me.png', 3_000, 'image/png'), ['pdf'])).toBe('DOCUMENT_PDF_ONLY');
  });

  it('reports whole percents of what was sent', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(500, 0)).toBe(0);
  });

  it('names a refused upload by its code, or by its status when a proxy answered', () => {
    expect(uploadErrorCode(413, null)).toBe('PAYLOAD_TOO_LARGE');
    expect(uploadErrorCode(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Upload a PDF' })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(uploadErrorCode(400, { error: 'VALIDATION_FAILED', message: 'The file is empty', details: [{ path: '/file', code: 'FORM_ERROR_FILE_EMPTY' }] })).toBe('FORM_ERROR_FILE_EMPTY');
    expect(uploadErrorCode(500, null)).toBeNull();
  });

  it('shows the translated 413 and 415 messages, else the generic one', () => {
    const exists = (key: string) => key in enGB;
    expect(enGB[uploadErrorKey('PAYLOAD_TOO_LARGE', exists) as keyof typeof enGB]).toMatch(/10 MB/);
    expect(enGB[uploadErrorKey('UNSUPPORTED_MEDIA_TYPE', exists) as keyof typeof enGB]).toMatch(/PDF, JPEG, PNG or HEIC/);
    expect(uploadErrorKey('FORM_ERROR_FILE_EMPTY', exists)).toBe('FORM_ERROR_FILE_EMPTY');
    expect(uploadErrorKey(null, exists)).toBe('ERROR_LABEL_GENERIC');
    expect(uploadErrorKey('SOMETHING_NEW', exists)).toBe('ERROR_LABEL_GENERIC');
  });
});

describe('copy chosen by state', () => {
  it('gives every vertical status its own message, and another once a session is booked (W§4)', () => {
    const statuses = Object.values(VERTICAL_STATUS);
    const facts = (verticalStatus: number, interviewBooked: boolean) => ({ verticalStatus, interviewBooked, bookingOpen: false, limitedDemand: false });
    const keys = statuses.flatMap((status) => [verticalStatusMessageKey(facts(status, false)), verticalStatusMessageKey(facts(status, true))]);
    for (const messages of Object.values(LOCALES)) {
      const texts = keys.map((key) => messages[key]);
      expect(texts.every((text) => typeof text === 'string' && text.length > 20)).toBe(true);
      expect(new Set(texts).size).toBe(keys.length);
    }
    // An unknown status reads as the default one rather than a missing key.
    expect(verticalStatusMessageKey(facts(7, false))).toBe(verticalStatusMessageKey(facts(0, false)));
  });

  it('says only what the page offers: booking below when it is open, our team otherwise', () => {
    const message = (verticalStatus: number, bookingOpen: boolean, limitedDemand = false) =>
      enGB[verticalStatusMessageKey({ verticalStatus, interviewBooked: false, bookingOpen, limitedDemand }) as keyof typeof enGB];
    // London yoga: status 3 with the limited-demand popup and the booking button.
    expect(message(3, true, true)).toMatch(/book your onboarding session below/);
    expect(message(3, true, true)).not.toMatch(/will contact you/);
    expect(message(3, true)).toMatch(/book your onboarding session below/);
    // Restricted flag, male under 5 years: status 2 but no booking.
    expect(message(2, false)).not.toMatch(/below/i);
    expect(message(2, false)).toMatch(/will contact you/);
    expect(message(2, true)).toMatch(/Book your onboarding session below/);
    for (const status of Object.values(VERTICAL_STATUS)) {
      expect(message(status, false)).not.toMatch(/book your onboarding session below/i);
      expect(message(status, true)).toMatch(/book your onboarding session below/i);
    }
  });

  it('explains a decline by its reason (W§4 fail reasons)', () => {
    expect(enGB[declinedTextKey(LOW_SCORE) as keyof typeof enGB]).toMatch(/score/);
    expect(enGB[declinedTextKey(NOT_ENOUGH_EXPERIENCE) as keyof typeof enGB]).toMatch(/experience/);
    expect(declinedTextKey(null)).toBe('APPLICATION_DECLINED_TEXT');
  });

  it('introduces a first signature, a new version or an agreement already signed', () => {
    expect(agreementIntroKey(false, false)).toBe('SIGN_AGREEMENT_FIRST_TEXT');
    expect(agreementIntroKey(false, true)).toBe('SIGN_AGREEMENT_NEW_VERSION_TEXT');
    expect(agreementIntroKey(true, true)).toBe('SIGN_AGREEMENT_ALREADY_SIGNED_TEXT');
  });
});

describe('signing', () => {
  it('asks for a typed name and an explicit consent', () => {
    expect(signatureFormErrors('  ', false, 'Ada Lovelace')).toEqual({ fullName: 'SIGNING_NAME_REQUIRED', consent: 'SIGNING_CONSENT_REQUIRED' });
    expect(signatureFormErrors('Ada Lovelace', false, 'Ada Lovelace')).toEqual({ consent: 'SIGNING_CONSENT_REQUIRED' });
    expect(signatureFormErrors('ada  LOVELACE', true, 'Ada Lovelace')).toEqual({});
    expect(signatureFormErrors('Mickey Mouse', true, 'Ada Lovelace')).toEqual({ fullName: 'SIGNING_NAME_MISMATCH' });
  });

  it('keeps the agreement text as written: paragraphs at blank lines, line breaks inside them', () => {
    expect(agreementParagraphs('Title\nVersion 1\n\n1. Parties\nUs and you.\r\n\r\n\n2. Status\n')).toEqual(['Title\nVersion 1', '1. Parties\nUs and you.', '2. Status']);
  });

  it('opens the signing page in the page language', () => {
    expect(signingFrameUrl('/sign/abc', 'fr_FR')).toBe('/sign/abc?language=fr_FR');
    expect(signingFrameUrl('/sign/abc?x=1', 'de_AT')).toBe('/sign/abc?x=1&language=de_AT');
  });
});

describe('landing links', () => {
  it('leads into sign-up with the partner recorded and its city chosen', () => {
    expect(signupHref({ partnershipId: 'massageworld', cityId: 'UK-LONDON' })).toBe('/signup?partnership_id=massageworld&city_id=UK-LONDON');
    expect(signupHref({ partnershipId: 'spring-campaign', cityId: null })).toBe('/signup?partnership_id=spring-campaign');
    expect(signupHref({})).toBe('/signup');
  });

  it('splits copy into paragraphs', () => {
    expect(copyParagraphs('One.\n\nTwo.\n')).toEqual(['One.', 'Two.']);
  });
});
