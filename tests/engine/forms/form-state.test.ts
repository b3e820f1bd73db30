/**
 * The form's state as a pure reducer (engine/forms/form-state.ts): which error shows when, the
 * page's answers and compositions, what counts as unchanged, when focus is asked for. No DOM:
 * validation is a stand-in that counts its calls, so the tests also say when the form checks.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../../../engine/validation/error-codes';
import type { FormData, FormSchema } from '../../../engine/forms/json-schema';
import type { FieldErrors } from '../../../engine/forms/field-pointers';
import {
  bannerShown,
  errorsShown,
  formStateReducer,
  initialFormState,
  serverErrorsShown,
  unchangedSinceStart,
  updateNoticeShown,
  type FormAction,
  type FormState,
} from '../../../engine/forms/form-state';

const schema: FormSchema = {
  type: 'object',
  properties: {
    certified: { type: 'string', enum: ['certified', 'student'] },
    licenceNumber: { type: 'string', minLength: 1 },
    email: { type: 'string' },
    banking: { type: 'object', properties: { iban: { type: 'string' }, bic: { type: 'string' } } },
  },
};
const KEY = 'signup\nUK\nUK-LONDON';

const REQUIRED: ErrorDetail = { path: '/email', code: 'FORM_ERROR_REQUIRED' };
const EMAIL_INVALID: ErrorDetail = { path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' };
const IBAN_INVALID: ErrorDetail = { path: '/banking/iban', code: 'FORM_ERROR_IBAN_INVALID' };
const LICENCE_REQUIRED: ErrorDetail = { path: '/licenceNumber', code: 'FORM_ERROR_REQUIRED' };

/** A stand-in for the precompiled validator: an e-mail needs an @, an IBAN starts with two letters. */
function fakeValidator() {
  const calls: FormData[] = [];
  const validate = (answers: FormData): FieldErrors => {
    calls.push(answers);
    const errors = new Map<string, ErrorDetail>();
    const email = answers.email;
    if (typeof email !== 'string' || email === '') errors.set('/email', REQUIRED);
    else if (!email.includes('@')) errors.set('/email', EMAIL_INVALID);
    const iban = (answers.banking as { iban?: string } | undefined)?.iban;
    if (iban !== undefined && !/^[A-Z]{2}/.test(iban)) errors.set('/banking/iban', IBAN_INVALID);
    return errors;
  };
  return { validate, calls };
}

function start(formData: FormData | undefined = {}, serverErrors?: ErrorDetail[]): FormState {
  return initialFormState({ formData, schema, formKey: KEY, serverErrors });
}

function run(state: FormState, ...actions: FormAction[]): FormState {
  return actions.reduce(formStateReducer, state);
}

const NONE: ReadonlySet<string> = new Set();
const shown = (state: FormState, hidden: ReadonlySet<string> = NONE) => Object.fromEntries(errorsShown(state, hidden));

describe('initialFormState', () => {
  it('starts from the page’s answers with nothing shown, dirty or asked of focus', () => {
    const given = { email: 'ada@example.com' };
    const state = start(given);
    expect(state.answers).toBe(given);
    expect(state.given).toBe(given);
    expect(state.initialAnswers).toEqual({ email: 'ada@example.com' });
    expect([...state.dirty]).toEqual([]);
    expect(shown(state)).toEqual({});
    expect(state.submitFailed).toBe(false);
    expect(state.formUpdated).toBe(false);
    expect(state.focusRequest).toBe(0);
    expect(start(undefined).answers).toEqual({});
  });

  it('shows server details given at mount, on their fields (an array item’s on its array), and asks for focus', () => {
    const state = start({}, [IBAN_INVALID, { path: '/certified/0', code: 'FORM_ERROR_ENUM' }, { path: '/banking/iban', code: 'SECOND' }]);
    // The first detail per field wins.
    expect(shown(state)).toEqual({ '/banking/iban': IBAN_INVALID, '/certified': { path: '/certified/0', code: 'FORM_ERROR_ENUM' } });
    expect(state.focusRequest).toBe(1);
    expect(bannerShown(state, errorsShown(state, NONE))).toBe(true);
  });
});

describe('formReceived: what the page passes', () => {
  it('keeps the person’s answers while the page passes the same objects', () => {
    const given = { email: 'a' };
    const { validate } = fakeValidator();
    const typed = run(start(given), { type: 'answersChanged', answers: { email: 'ada@' }, personActed: true, validate });
    const again = formStateReducer(typed, { type: 'formReceived', formData: given, schema, formKey: KEY, personActed: true });
    expect(again).toBe(typed);
    expect(again.answers).toEqual({ email: 'ada@' });
  });

  it('takes new answers from the page over what was typed (a reset)', () => {
    const { validate } = fakeValidator();
    const typed = run(start({ email: 'first@example.com' }), { type: 'answersChanged', answers: { email: 'typed@example.com' }, personActed: true, validate });
    const reset = { email: 'reset@example.com' };
    const state = formStateReducer(typed, { type: 'formReceived', formData: reset, schema, formKey: KEY, personActed: true });
    expect(state.answers).toBe(reset);
    expect(state.given).toBe(reset);
    const cleared = formStateReducer(state, { type: 'formReceived', formData: undefined, schema, formKey: KEY, personActed: true });
    expect(cleared.answers).toEqual({});
  });

  it('carries the answers a newer composition still asks, and says the form was updated only once the person acted', () => {
    const newer: FormSchema = { type: 'object', properties: { email: { type: 'string' }, certified: { type: 'string', enum: ['certified'] } } };
    const given = { email: 'ada@example.com', certified: 'student', licenceNumber: 'L1' };
    const untouched = formStateReducer(start(given), { type: 'formReceived', formData: given, schema: newer, formKey: KEY, personActed: false });
    expect(untouched.answers).toEqual({ email: 'ada@example.com' });
    expect(untouched.schema).toBe(newer);
    expect(updateNoticeShown(untouched, undefined)).toBe(false);

    const acted = formStateReducer(start(given), { type: 'formReceived', formData: given, schema: newer, formKey: KEY, personActed: true });
    expect(acted.formUpdated).toBe(true);
    expect(updateNoticeShown(acted, undefined)).toBe(true);
    // Another scope's form (the person chose another city) is no news.
    const otherCity = formStateReducer(start(given), { type: 'formReceived', formData: given, schema: newer, formKey: 'signup\nFR\nFR-PARIS', personActed: true });
    expect(otherCity.formUpdated).toBe(false);
    expect(otherCity.formKey).toBe('signup\nFR\nFR-PARIS');
  });

  it('shows the notice for the server’s FORM_VERSION_CHANGED whatever the state', () => {
    expect(updateNoticeShown(start(), 'FORM_VERSION_CHANGED')).toBe(true);
    expect(updateNoticeShown(start(), 'NOT_FOUND')).toBe(false);
  });
});

describe('answersChanged', () => {
  it('takes the answers, marks the changed fields dirty (nested leaves one by one, a list as one) and checks nothing while no error shows', () => {
    const { validate, calls } = fakeValidator();
    const state = run(
      start({}),
      { type: 'answersChanged', answers: { email: 'a' }, personActed: true, validate },
      { type: 'answersChanged', answers: { email: 'a', banking: { iban: 'x' } }, personActed: true, validate },
      { type: 'answersChanged', answers: { email: 'a', banking: { iban: 'x' }, certified: ['a', 'b'] }, personActed: true, validate },
    );
    expect(state.answers).toEqual({ email: 'a', banking: { iban: 'x' }, certified: ['a', 'b'] });
    expect([...state.dirty].sort()).toEqual(['/banking/iban', '/certified', '/email']);
    expect(calls).toHaveLength(0);
    expect(shown(state)).toEqual({});
  });

  it('keeps the dirty set itself when a field already dirty changes again', () => {
    const { validate } = fakeValidator();
    const once = run(start({}), { type: 'answersChanged', answers: { email: 'a' }, personActed: true, validate });
    const twice = formStateReducer(once, { type: 'answersChanged', answers: { email: 'ab' }, personActed: true, validate });
    expect(twice.dirty).toBe(once.dirty);
  });

  it('re-checks the errors already shown on every change: a fixed field loses its error, no new error appears', () => {
    const { validate, calls } = fakeValidator();
    const failed = run(start({ email: 'ada' }), { type: 'submitted', errors: validate({ email: 'ada' }) });
    expect(shown(failed)).toEqual({ '/email': EMAIL_INVALID });
    calls.length = 0;
    // The IBAN is now wrong too, but it was not shown: it stays unshown until its blur or the submit.
    const typing = formStateReducer(failed, { type: 'answersChanged', answers: { email: 'ada', banking: { iban: '12' } }, personActed: true, validate });
    expect(calls).toHaveLength(1);
    expect(typing.clientErrors).toBe(failed.clientErrors);
    const fixed = formStateReducer(typing, { type: 'answersChanged', answers: { email: 'ada@example.com', banking: { iban: '12' } }, personActed: true, validate });
    expect(shown(fixed)).toEqual({});
    // The message of a shown error follows the answer (required → invalid).
    const emptied = run(start({}), { type: 'submitted', errors: validate({}) }, { type: 'answersChanged', answers: { email: 'ada' }, personActed: true, validate });
    expect(shown(emptied)).toEqual({ '/email': EMAIL_INVALID });
  });

  it('drops a server error once its field changes, and only that one', () => {
    const { validate } = fakeValidator();
    const state = start({ email: 'x@y.co', banking: { iban: 'GB1' } }, [EMAIL_INVALID, IBAN_INVALID]);
    const ibanTyped = formStateReducer(state, { type: 'answersChanged', answers: { email: 'x@y.co', banking: { iban: 'GB29' } }, personActed: true, validate });
    expect(shown(ibanTyped)).toEqual({ '/email': EMAIL_INVALID });
    expect(bannerShown(ibanTyped, errorsShown(ibanTyped, NONE))).toBe(true);
    const emailTyped = formStateReducer(ibanTyped, { type: 'answersChanged', answers: { email: 'x@y.com', banking: { iban: 'GB29' } }, personActed: true, validate });
    expect(shown(emailTyped)).toEqual({});
    expect(bannerShown(emailTyped, errorsShown(emailTyped, NONE))).toBe(false);
    // An error on a list's item shows on the list, and goes when the list changes.
    const onItem = start({ certified: ['x'] }, [{ path: '/certified/0', code: 'FORM_ERROR_ENUM' }]);
    expect(shown(onItem)).toEqual({ '/certified': { path: '/certified/0', code: 'FORM_ERROR_ENUM' } });
    expect(shown(formStateReducer(onItem, { type: 'answersChanged', answers: { certified: ['y'] }, personActed: true, validate }))).toEqual({});
    // As before the reducer: an error on a whole object stays when one field inside it changes.
    const onObject = start({ banking: {} }, [{ path: '/banking', code: 'FORM_ERROR_REQUIRED' }]);
    const inside = formStateReducer(onObject, { type: 'answersChanged', answers: { banking: { bic: 'X' } }, personActed: true, validate });
    expect(shown(inside)).toEqual({ '/banking': { path: '/banking', code: 'FORM_ERROR_REQUIRED' } });
  });

  it('counts RJSF’s defaults at mount as where the form starts, and the person’s changes against them', () => {
    const { validate } = fakeValidator();
    const mounted = formStateReducer(start({ email: 'ada@example.com' }), {
      type: 'answersChanged',
      answers: { email: 'ada@example.com', certified: 'certified', licenceNumber: undefined },
      personActed: false,
      validate,
    });
    expect(mounted.initialAnswers).toEqual({ email: 'ada@example.com', certified: 'certified' });
    expect(unchangedSinceStart(mounted)).toBe(true);
    const edited = formStateReducer(mounted, { type: 'answersChanged', answers: { certified: 'certified', email: 'bob@example.com' }, personActed: true, validate });
    expect(unchangedSinceStart(edited)).toBe(false);
    expect(edited.initialAnswers).toBe(mounted.initialAnswers);
    // Back to what it was, keys in another order: unchanged again.
    const back = formStateReducer(edited, { type: 'answersChanged', answers: { certified: 'certified', email: 'ada@example.com' }, personActed: true, validate });
    expect(unchangedSinceStart(back)).toBe(true);
  });
});

describe('fieldBlurred', () => {
  it('says nothing about a field only tabbed through, without checking', () => {
    const { validate, calls } = fakeValidator();
    const state = start({});
    expect(formStateReducer(state, { type: 'fieldBlurred', pointer: '/email', validate })).toBe(state);
    expect(calls).toHaveLength(0);
  });

  it('checks a changed field as focus leaves it, and shows its error alone, without the banner', () => {
    const { validate, calls } = fakeValidator();
    const typed = run(start({}), { type: 'answersChanged', answers: { email: 'ada', banking: { iban: '12' } }, personActed: true, validate });
    const left = formStateReducer(typed, { type: 'fieldBlurred', pointer: '/email', validate });
    expect(calls).toEqual([{ email: 'ada', banking: { iban: '12' } }]);
    expect(shown(left)).toEqual({ '/email': EMAIL_INVALID });
    expect(bannerShown(left, errorsShown(left, NONE))).toBe(false);
    expect(left.focusRequest).toBe(0);
  });

  it('leaves the state itself when the error shown is the one found again, and removes it once fixed', () => {
    const { validate } = fakeValidator();
    const left = run(start({}), { type: 'answersChanged', answers: { email: 'ada' }, personActed: true, validate }, { type: 'fieldBlurred', pointer: '/email', validate });
    expect(formStateReducer(left, { type: 'fieldBlurred', pointer: '/email', validate })).toBe(left);
    const fixedLater = { ...left, answers: { email: 'ada@example.com' } };
    expect(shown(formStateReducer(fixedLater, { type: 'fieldBlurred', pointer: '/email', validate }))).toEqual({});
  });

  it('checks a field that shows an error even if the person never changed it (after a failed submit)', () => {
    const { validate, calls } = fakeValidator();
    const failed = run(start({}), { type: 'submitted', errors: new Map([['/licenceNumber', LICENCE_REQUIRED]]) });
    const left = formStateReducer(failed, { type: 'fieldBlurred', pointer: '/licenceNumber', validate });
    expect(calls).toHaveLength(1);
    // The stand-in knows nothing of the licence: its error goes.
    expect(shown(left)).toEqual({});
  });
});

describe('submitted', () => {
  it('with errors: shows them all with the banner and asks for focus; every failed submit asks again', () => {
    const errors = new Map([
      ['/email', REQUIRED],
      ['/licenceNumber', LICENCE_REQUIRED],
    ]);
    const once = formStateReducer(start({}), { type: 'submitted', errors });
    expect(shown(once)).toEqual({ '/email': REQUIRED, '/licenceNumber': LICENCE_REQUIRED });
    expect(once.submitFailed).toBe(true);
    expect(bannerShown(once, errorsShown(once, NONE))).toBe(true);
    expect(once.focusRequest).toBe(1);
    expect(formStateReducer(once, { type: 'submitted', errors }).focusRequest).toBe(2);
  });

  it('without errors: clears the client’s errors and the banner, and the notice that the form was updated', () => {
    const failed = formStateReducer({ ...start({}), formUpdated: true }, { type: 'submitted', errors: new Map([['/email', REQUIRED]]) });
    const sent = formStateReducer(failed, { type: 'submitted', errors: new Map() });
    expect(shown(sent)).toEqual({});
    expect(sent.submitFailed).toBe(false);
    expect(sent.formUpdated).toBe(false);
    expect(bannerShown(sent, errorsShown(sent, NONE))).toBe(false);
    expect(sent.focusRequest).toBe(1);
  });

  it('brings back the server errors dismissed by a change: the next answer is shown in full', () => {
    const { validate } = fakeValidator();
    const dismissed = formStateReducer(start({ email: 'x@y.co' }, [EMAIL_INVALID]), { type: 'answersChanged', answers: { email: 'x@y.com' }, personActed: true, validate });
    expect(shown(dismissed)).toEqual({});
    // A failed submit does not bring them back…
    const failed = formStateReducer(dismissed, { type: 'submitted', errors: new Map([['/licenceNumber', LICENCE_REQUIRED]]) });
    expect(shown(failed)).toEqual({ '/licenceNumber': LICENCE_REQUIRED });
    // …a submission does, until the field changes again.
    const sent = formStateReducer(failed, { type: 'submitted', errors: new Map() });
    expect(shown(sent)).toEqual({ '/email': EMAIL_INVALID });
    expect(shown(formStateReducer(sent, { type: 'answersChanged', answers: { email: 'x@y.org' }, personActed: true, validate }))).toEqual({});
  });
});

describe('serverErrorsReceived', () => {
  it('shows new details in full and asks for focus; the same content in a new array is no news', () => {
    const { validate } = fakeValidator();
    const state = formStateReducer(start({ email: 'x@y.co' }), { type: 'serverErrorsReceived', details: [EMAIL_INVALID] });
    expect(shown(state)).toEqual({ '/email': EMAIL_INVALID });
    expect(state.focusRequest).toBe(1);
    const dismissed = formStateReducer(state, { type: 'answersChanged', answers: { email: 'x@y.com' }, personActed: true, validate });
    expect(formStateReducer(dismissed, { type: 'serverErrorsReceived', details: [{ ...EMAIL_INVALID }] })).toBe(dismissed);
    // Other details: shown in full, the earlier changes forgotten.
    const next = formStateReducer(dismissed, { type: 'serverErrorsReceived', details: [EMAIL_INVALID, IBAN_INVALID] });
    expect(shown(next)).toEqual({ '/email': EMAIL_INVALID, '/banking/iban': IBAN_INVALID });
    expect(next.focusRequest).toBe(2);
  });

  it('asks for no focus when the details are cleared', () => {
    const state = formStateReducer(start({}, [EMAIL_INVALID]), { type: 'serverErrorsReceived', details: undefined });
    expect(shown(state)).toEqual({});
    expect(serverErrorsShown(state).size).toBe(0);
    expect(state.focusRequest).toBe(1);
  });
});

describe('which error shows', () => {
  it('the client’s over the server’s on the same field', () => {
    const state = formStateReducer(start({ email: '' }, [EMAIL_INVALID]), { type: 'submitted', errors: new Map([['/email', REQUIRED]]) });
    expect(shown(state)).toEqual({ '/email': REQUIRED });
  });

  it('none on a question hidden now or no longer asked; the server’s still keep the banner', () => {
    const state = formStateReducer(start({}, [LICENCE_REQUIRED, { path: '/gone', code: 'X' }, { path: '', code: 'ROOT' }]), {
      type: 'submitted',
      errors: new Map([['/licenceNumber', LICENCE_REQUIRED]]),
    });
    const hidden = new Set(['licenceNumber']);
    // An error on the root ('' ) is about the whole form and always shows.
    expect(shown(state, hidden)).toEqual({ '': { path: '', code: 'ROOT' } });
    expect(bannerShown(state, errorsShown(state, hidden))).toBe(true);
    // A failed submit whose every error is on a hidden question shows no banner.
    const clientOnly = formStateReducer(start({}), { type: 'submitted', errors: new Map([['/licenceNumber', LICENCE_REQUIRED]]) });
    expect(bannerShown(clientOnly, errorsShown(clientOnly, hidden))).toBe(false);
  });
});
