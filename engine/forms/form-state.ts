/*
 * The state of a form being filled in, as a pure reducer (after JSON Forms' core), which
 * engine/react/schema-form.tsx binds to React with useReducer.
 *
 * Why a reducer: the rules about which error shows when (nothing while typing, a changed field
 * checked as focus leaves it, a shown error re-checked on each change, the server's error gone
 * once its field changes and back after the next submit, the whole form on submit) and about the
 * answers (the page's new answers and compositions, what counts as unchanged, when the "form was
 * updated" notice shows) live in one place and are tested without a DOM
 * (tests/engine/forms/form-state.test.ts). What only a browser can do stays in React: refs to
 * elements, moving focus, holding a blur back while a press is on, telling the page's reporter.
 *
 * Validation is handed in (`Validate`): the component's precompiled validator of the whole
 * composed schema; the reducer only decides whether and when to ask it.
 */
import type { ErrorDetail } from '../validation/error-codes';
import { answersKeptFor } from './answers-kept';
import { FORM_VERSION_CHANGED } from './form-version';
import type { FormData, FormSchema } from './json-schema';
import { changedPointers, fieldErrorsOf, isAtOrUnder, isPlainObject, topLevelOf, type FieldErrors } from './field-pointers';

/** The errors of some answers, one per field (hidden questions' answers dropped, answers trimmed). */
export type Validate = (answers: FormData) => FieldErrors;

const NO_ERRORS: FieldErrors = new Map();
const NOTHING: ReadonlySet<string> = new Set();
const EMPTY_DATA: FormData = {};

export interface FormState {
  /**
   * The `formData` the page passed last, compared by identity: a page may keep passing the
   * object it started with while the person types (the answers live here), and a new one is a
   * reset or a re-composed form's answers.
   */
  readonly given: FormData | undefined;
  /** The composition being filled in; another one carries over the answers it still asks. */
  readonly schema: FormSchema;
  /** Form id and scope of that composition: a newer one of the same key is news to the person, another scope's is not. */
  readonly formKey: string;
  /** The person's answers, hidden questions' answers included (they come back with their question). */
  readonly answers: FormData;
  /**
   * The answers as the form started, RJSF's defaults included (`disabledUntilChanged`). Never
   * reset by new answers from the page: a page remounts the form with a new `key` after a save,
   * or mounts it once the saved answers are loaded.
   */
  readonly initialAnswers: FormData;
  /** Fields changed since the form mounted: only these are checked when focus leaves them. */
  readonly dirty: ReadonlySet<string>;
  /** The client's errors shown: from the last submit, or from leaving a changed field. */
  readonly clientErrors: FieldErrors;
  /** The last submit found errors: the banner shows while any error does. */
  readonly submitFailed: boolean;
  /** The server's `details`, by content (`key`), and the fields changed since they arrived. */
  readonly server: { readonly key: string; readonly errors: FieldErrors; readonly dismissed: ReadonlySet<string> };
  /** A newer composition of this form replaced the one the person was filling in, and no submit since. */
  readonly formUpdated: boolean;
  /**
   * Increments when focus should move to the first invalid field (a failed submit, server
   * details). A counter rather than a flag: the component focuses in an effect once the errors
   * are drawn, and needs no second render to lower a flag.
   */
  readonly focusRequest: number;
}

export interface FormStart {
  formData: FormData | undefined;
  schema: FormSchema;
  formKey: string;
  serverErrors?: readonly ErrorDetail[];
}

export type FormAction =
  /**
   * The page rendered the form: its `formData` and composition, taken when either is new.
   * `personActed`: the person has pressed, typed or changed something in this form.
   */
  | { type: 'formReceived'; formData: FormData | undefined; schema: FormSchema; formKey: string; personActed: boolean }
  /** The page passed the API's `details` (perhaps a new array with the same content). */
  | { type: 'serverErrorsReceived'; details: readonly ErrorDetail[] | undefined }
  /** The renderer reported new answers (hidden answers already cleared where the schema says so). */
  | { type: 'answersChanged'; answers: FormData; personActed: boolean; validate: Validate }
  /** Focus left a question (or the press that took it away has ended). */
  | { type: 'fieldBlurred'; pointer: string; validate: Validate }
  /** The person submitted; `errors` are what the whole form's check found (none: it is sent). */
  | { type: 'submitted'; errors: FieldErrors };

export function initialFormState({ formData, schema, formKey, serverErrors }: FormStart): FormState {
  const answers = formData ?? EMPTY_DATA;
  const server = serverStateOf(serverErrors);
  return {
    given: formData,
    schema,
    formKey,
    answers,
    initialAnswers: answersOf(answers),
    dirty: NOTHING,
    clientErrors: NO_ERRORS,
    submitFailed: false,
    server,
    formUpdated: false,
    focusRequest: server.errors.size > 0 ? 1 : 0,
  };
}

/** Returns `state` itself when nothing changes, so a render can dispatch only what is news. */
export function formStateReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'formReceived':
      return formReceived(state, action);
    case 'serverErrorsReceived': {
      const key = serverKeyOf(action.details);
      if (key === state.server.key) return state;
      const server = serverStateOf(action.details, key);
      return { ...state, server, focusRequest: server.errors.size > 0 ? state.focusRequest + 1 : state.focusRequest };
    }
    case 'answersChanged':
      return answersChanged(state, action);
    case 'fieldBlurred': {
      const { pointer } = action;
      // Tabbing through a question without answering it says nothing yet; the submit will.
      if (!state.dirty.has(pointer) && !state.clientErrors.has(pointer)) return state;
      const detail = action.validate(state.answers).get(pointer);
      const shown = state.clientErrors.get(pointer);
      if (detail === undefined) {
        if (shown === undefined) return state;
        const clientErrors = new Map(state.clientErrors);
        clientErrors.delete(pointer);
        return { ...state, clientErrors };
      }
      if (shown !== undefined && sameJson(shown, detail)) return state;
      return { ...state, clientErrors: new Map(state.clientErrors).set(pointer, detail) };
    }
    case 'submitted': {
      if (action.errors.size > 0) {
        return { ...state, clientErrors: action.errors, submitFailed: true, focusRequest: state.focusRequest + 1 };
      }
      // A new submission: whatever the server answers next is shown in full, even the same details again.
      const server = state.server.dismissed.size === 0 ? state.server : { ...state.server, dismissed: NOTHING };
      return { ...state, clientErrors: NO_ERRORS, submitFailed: false, formUpdated: false, server };
    }
  }
}

function formReceived(state: FormState, action: Extract<FormAction, { type: 'formReceived' }>): FormState {
  const { formData, schema, formKey, personActed } = action;
  const newAnswers = formData !== state.given;
  const newSchema = schema !== state.schema;
  if (!newAnswers && !newSchema) return state;
  const given = newAnswers ? (formData ?? EMPTY_DATA) : state.answers;
  // Another composition (a region changed while the page was open, or another city's form): the
  // answers to what it still asks, minus the choices it no longer offers.
  const answers = newSchema ? answersKeptFor(schema, given) : given;
  // Issue 24: only a person who has started answering is told, and only of this same form and scope.
  const formUpdated = newSchema ? state.formUpdated || (state.formKey === formKey && personActed) : state.formUpdated;
  return { ...state, given: formData, schema, formKey: newSchema ? formKey : state.formKey, answers, formUpdated };
}

function answersChanged(state: FormState, action: Extract<FormAction, { type: 'answersChanged' }>): FormState {
  const { answers, personActed, validate } = action;
  // RJSF reports its schema defaults as a change at mount: they are where the form starts.
  const initialAnswers = personActed ? state.initialAnswers : answersOf(answers);
  const changed = changedPointers(state.answers, answers);
  if (changed.length === 0) return { ...state, answers, initialAnswers };
  const dirty = changed.every((pointer) => state.dirty.has(pointer)) ? state.dirty : new Set([...state.dirty, ...changed]);
  // A server error goes once its field (or a field inside it, or the object it is in) changes.
  const serverPointers = [...state.server.errors.keys()];
  const touched = changed.filter(
    (pointer) => !state.server.dismissed.has(pointer) && serverPointers.some((p) => isAtOrUnder(p, pointer) || isAtOrUnder(pointer, p)),
  );
  const server = touched.length === 0 ? state.server : { ...state.server, dismissed: new Set([...state.server.dismissed, ...touched]) };
  // Errors shown are kept up to date (a fixed field loses its error), without showing new ones.
  const clientErrors = state.clientErrors.size > 0 ? refreshShown(state.clientErrors, validate(answers)) : state.clientErrors;
  return { ...state, answers, initialAnswers, dirty, server, clientErrors };
}

// -------------------------------------------------------------------------------------------------
// Selectors

/** The server's errors still shown: those whose field has not changed since they arrived. */
export function serverErrorsShown(state: Pick<FormState, 'server'>): FieldErrors {
  const { errors, dismissed } = state.server;
  if (dismissed.size === 0) return errors;
  return new Map([...errors].filter(([pointer]) => ![...dismissed].some((changed) => isAtOrUnder(pointer, changed))));
}

/**
 * The errors shown on the fields: the server's still standing, the client's over them (a newer
 * check of the same field wins), none on a question hidden now or no longer asked.
 */
export function errorsShown(
  state: Pick<FormState, 'clientErrors' | 'schema' | 'server'>,
  hidden: ReadonlySet<string>,
  server: FieldErrors = serverErrorsShown(state),
): FieldErrors {
  const shown = new Map<string, ErrorDetail>(server);
  for (const [pointer, detail] of state.clientErrors) shown.set(pointer, detail);
  const asked = state.schema.properties ?? {};
  for (const pointer of [...shown.keys()]) {
    const question = topLevelOf(pointer);
    if (hidden.has(question) || (question !== '' && !Object.prototype.hasOwnProperty.call(asked, question))) shown.delete(pointer);
  }
  return shown;
}

/** The banner at the top: after a failed submit while errors show, and while any server error stands (hidden or not). */
export function bannerShown(state: Pick<FormState, 'submitFailed' | 'server'>, shown: FieldErrors, server: FieldErrors = serverErrorsShown(state)): boolean {
  return (state.submitFailed && shown.size > 0) || server.size > 0;
}

/** The notice that the form was updated: a newer composition arrived, or the server said so (FORM_VERSION_CHANGED). */
export function updateNoticeShown(state: FormState, formError: string | undefined): boolean {
  return formError === FORM_VERSION_CHANGED || state.formUpdated;
}

/** The answers are those the form started with (the submit of `disabledUntilChanged` stays disabled). */
export function unchangedSinceStart(state: FormState): boolean {
  return sameJson(state.initialAnswers, answersOf(state.answers));
}

/** The answers that count: a JSON round trip drops keys RJSF keeps with an undefined value. */
export function answersOf(data: FormData): FormData {
  return JSON.parse(JSON.stringify(data)) as FormData;
}

function serverKeyOf(details: readonly ErrorDetail[] | undefined): string {
  return JSON.stringify(details ?? []);
}

function serverStateOf(details: readonly ErrorDetail[] | undefined, key = serverKeyOf(details)): FormState['server'] {
  return { key, errors: fieldErrorsOf(details), dismissed: NOTHING };
}

function refreshShown(shown: FieldErrors, fresh: FieldErrors): FieldErrors {
  let changed = false;
  const next = new Map<string, ErrorDetail>();
  for (const [pointer, detail] of shown) {
    const now = fresh.get(pointer);
    if (now === undefined) {
      changed = true;
      continue;
    }
    if (now.code !== detail.code || JSON.stringify(now.params) !== JSON.stringify(detail.params)) changed = true;
    next.set(pointer, now);
  }
  return changed ? next : shown;
}

/** Equal JSON values, whatever the order of object keys (RJSF may add an answer's key anywhere). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  if (keys.length !== Object.keys(b).filter((key) => b[key] !== undefined).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameJson(a[key], b[key]));
}
