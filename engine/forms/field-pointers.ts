/**
 * JSON pointers of form fields (RFC 6901): how a form's errors, its changed fields and the server's
 * details name a field, and the one error shown per field. Pure: the form's state (form-state.ts) and
 * its rendering (engine/react) share them.
 */
import type { ErrorDetail } from '../validation/error-codes';

/** Field pointer (`/banking/iban`) → the one error shown on that field. */
export type FieldErrors = ReadonlyMap<string, ErrorDetail>;

/** A server answer's details as FieldErrors: an array item's error shows on the array, the first per field wins. */
export function fieldErrorsOf(details: readonly ErrorDetail[] | undefined): FieldErrors {
  const fields = new Map<string, ErrorDetail>();
  for (const detail of details ?? []) {
    const pointer = fieldPointerOf(detail.path);
    if (!fields.has(pointer)) fields.set(pointer, detail);
  }
  return fields;
}

/** RJSF's field path (['banking', 'iban']) as a JSON pointer ('/banking/iban'). */
export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The field an error belongs to: an array item's error (`/treatments/2`) shows on the array's field. */
export function fieldPointerOf(path: string): string {
  const segments = path.split('/');
  while (segments.length > 1 && /^\d+$/.test(segments[segments.length - 1])) segments.pop();
  return segments.join('/');
}

/** The top-level property a pointer is under ('' for the root). */
export function topLevelOf(pointer: string): string {
  return segmentsOf(pointer)[0] ?? '';
}

export function isAtOrUnder(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/**
 * The fields whose value differs between two versions of the form data: leaves of nested
 * objects; an array (a checkbox group) counts as one field.
 */
export function changedPointers(before: unknown, after: unknown, base = ''): string[] {
  // A missing object compares as an empty one, so its new leaves are named one by one.
  const a = isPlainObject(before) ? before : before === undefined && (base === '' || isPlainObject(after)) ? {} : undefined;
  const b = isPlainObject(after) ? after : after === undefined && (base === '' || isPlainObject(before)) ? {} : undefined;
  if (a !== undefined && b !== undefined) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => changedPointers(a[key], b[key], `${base}${pointerOf([key])}`));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [base];
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
