import { createContext } from 'react';

/**
 * What a person does in a form, for the drop-off figures of the insights page (issue 29): the
 * question focused, a question answered (empty before, filled now: the fact, never the value), the
 * first error shown on a question with its code ('' for an error about no one question), a valid
 * submit. A page that measures its form provides one (screens/shared/forms/form-activity-reporter.ts);
 * without one <SchemaForm> reports nothing and does no work for it. No network code here: the
 * engine's rendering layer only says what happened.
 */
export interface FormActivity {
  focus(field: string): void;
  answered(field: string): void;
  errorShown(field: string, code: string): void;
  submitted(): void;
}

export const FormActivityContext = createContext<FormActivity | null>(null);

/** The question of a focused control: its id is `<formId>_<question>` (and `_<index>` or more under it). */
export function questionOfControl(id: string, formId: string, questions: readonly string[]): string | undefined {
  const prefix = `${formId}_`;
  if (!id.startsWith(prefix)) return undefined;
  const rest = id.slice(prefix.length);
  let found: string | undefined;
  // Names may hold `_` themselves (city_id): the longest name that the id is, or starts with followed by `_`.
  for (const name of questions) {
    if ((rest === name || rest.startsWith(`${name}_`)) && (found === undefined || name.length > found.length)) found = name;
  }
  return found;
}

/** Whether an answer counts as given: not absent, not an empty string or list. */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}
