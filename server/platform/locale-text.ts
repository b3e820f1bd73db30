/**
 * The product's words for what the server itself writes (e-mails, the agreement PDF, the
 * calendar feed's name): read from locales/*.json, next to the screens' text, so translators
 * see them with everything else and the locale test checks every language has them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../../engine/regions/types';

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

type Messages = Record<string, unknown>;
const cache = new Map<LanguageId, Messages>();

function messagesOf(language: LanguageId): Messages {
  let messages = cache.get(language);
  if (!messages) {
    messages = JSON.parse(readFileSync(`${LOCALES_DIR}${language}.json`, 'utf8')) as Messages;
    cache.set(language, messages);
  }
  return messages;
}

/** The text of a key in a language; English when the language lacks it; throws when no language has it. */
export function localeText(language: LanguageId, key: string, values: Record<string, string> = {}): string {
  let value = messagesOf(language)[key];
  // The locale test keeps every key in every language; English is the safety net for a half-edited file.
  if (typeof value !== 'string' || value.trim() === '') value = messagesOf('en_GB')[key];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`locales/${language}.json has no text for ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A treatment's name as the booking stores it: a catalogue key the locales name (SPECIALITY_…) in the
 * language, or an addition's plain text as it is (screens/portal/bookings/booking-format.ts treatmentName).
 */
export function treatmentText(language: LanguageId, name: string): string {
  if (!/^[A-Z][A-Z0-9_]+$/.test(name)) return name;
  const text = messagesOf(language)[name] ?? messagesOf('en_GB')[name];
  return typeof text === 'string' && text.trim() !== '' ? text : name;
}
