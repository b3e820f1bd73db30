/**
 * The region's phone numbers as a practitioner dials them (R§9): the emergency number
 * (`emergencyNumber`: UK 999, FR 112, AT "0") and customer support's line (`supportPhone`,
 * "0000" in the spec), each as written and as a tel: link.
 *
 * Decision: an emergency number of zeros only ("0", Austria's value in the spec) means none was
 * given, so nothing is shown: a dial button that calls "0" would fail a person at the worst moment.
 * The support phone is shown as the region writes it, whatever it is.
 */
import type { RegionSettings } from '../regions/types';

export interface PhoneNumber {
  /** As written ("0800 123 4567"). */
  shown: string;
  /** tel:+441234... : the plus and the digits only. */
  href: string;
}

/** A number as written and dialled; null when it holds no digit. */
export function phoneNumber(written: string | null | undefined): PhoneNumber | null {
  const shown = written?.trim() ?? '';
  const dialled = shown.replace(/(?!^\+)[^\d]/g, '');
  if (!/\d/.test(dialled)) return null;
  return { shown, href: `tel:${dialled}` };
}

/** The emergency number to offer on a booking; null where the region gives none ("0"). */
export function emergencyNumberOf(settings: Pick<RegionSettings, 'emergencyNumber'>): PhoneNumber | null {
  const number = phoneNumber(settings.emergencyNumber);
  if (!number || /^\+?0+$/.test(number.href.slice('tel:'.length))) return null;
  return number;
}

/** Customer support's line (the inactive-worker banner, the account page's help). */
export function supportPhoneOf(settings: Pick<RegionSettings, 'supportPhone'>): PhoneNumber | null {
  return phoneNumber(settings.supportPhone);
}
