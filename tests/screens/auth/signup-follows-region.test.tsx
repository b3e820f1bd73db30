// @vitest-environment jsdom
/*
 * Open tabs follow the region set (issue 24): a sign-up page opened on one composition of
 * London's form gets the newer one when the tab gets the focus again, or when the server answers
 * a submission with 409 FORM_VERSION_CHANGED, and keeps what the person typed in the questions
 * that remain.
 *
 * The "server" here answers the API calls the page makes through the app's own HTTP client
 * (ky, fetch): London's sign-up form as the engine composes it from the real region files, before
 * and after operations staff hide the work-periods question and show the postcode one, named
 * by the version the real server gives it; the validator modules are the served module code.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { composeForm, type ComposedForm } from '../../../engine/forms/compose';
import { FORM_VERSION_CHANGED, FORM_VERSION_HEADER } from '../../../engine/forms/form-version';
import { listCities } from '../../../engine/regions/cities';
import { resolveRegion } from '../../../engine/regions/resolve';
import { scopeQueryOf, validatorModuleUrl, versionedScopeQuery } from '../../../engine/react/use-form-validator';
import { getComposedFormQueryOptions, getValidatorModuleQueryOptions } from '../../../screens/shared/api/get-composed-form';
import en from '../../../locales/en_GB.json';
import { realRegions } from '../../engine/forms/region-fixture';
import { fakeApi, reply } from '../fake-api';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { seedConfig, served, servedModule } from './auth-fixture';

const LONDON = { city_id: 'UK-LONDON' } as const;

/**
 * London's sign-up form; `changed`: after ops hid the work periods, showed the postcode and took
 * Swedish massage off the UK's massage treatments.
 */
async function londonSignup(changed: boolean): Promise<ComposedForm> {
  const set = await realRegions();
  const region = resolveRegion(set, LONDON, 'production');
  if (!changed) return served(composeForm('signup', region, { cities: listCities(set) }));
  const questions = { ...region.forms.signup?.questions, workdays: 'hidden', postcode: 'shown' };
  const specialities = region.catalogues.specialities as Record<string, string[]>;
  const massage = specialities.massage.filter((code) => code !== 'SPECIALITY_SWEDISH_MASSAGE');
  const edited = {
    ...region,
    forms: { ...region.forms, signup: { ...region.forms.signup, questions } },
    catalogues: { ...region.catalogues, specialities: { ...specialities, massage } },
  } as typeof region;
  return served(composeForm('signup', edited, { cities: listCities(set) }));
}

interface FakeServer {
  form: ComposedForm;
  /** The answer to POST /api/signup. */
  signup: { status: number; body: unknown };
  formRequests: number;
  signupHeaders: Headers[];
  signupBodies: { application?: Record<string, unknown>; residentialAddress?: { postcode?: string } }[];
}

/** Requests go to `server` instead of the network; anything else is a 404. */
function serve(server: FakeServer) {
  fakeApi({
    'GET /api/forms/signup': (url) => {
      if (url.searchParams.get('city_id') !== 'UK-LONDON') return reply(404, { error: 'NOT_FOUND', message: 'Not here.' });
      server.formRequests += 1;
      return server.form;
    },
    'POST /api/signup': (_url, body, request) => {
      server.signupHeaders.push(request.headers);
      server.signupBodies.push(body as FakeServer['signupBodies'][number]);
      return reply(server.signup.status, server.signup.body);
    },
  });
}

/** The validator module of a composition, as `import(validator.js?...&v=...)` gives it. */
async function seedVersionedModule(client: QueryClient, form: ComposedForm) {
  const url = validatorModuleUrl('signup', versionedScopeQuery(scopeQueryOf(LONDON), form.version!));
  client.setQueryData(getValidatorModuleQueryOptions(url).queryKey, await servedModule(form.schema));
}

const main = () => within(screen.getByRole('main'));

async function openLondonSignup(before: ComposedForm, server: FakeServer) {
  // Queries fetch (from the server above) as in the browser.
  const client = createTestQueryClient({ fetch: true });
  client.setQueryData(getComposedFormQueryOptions('signup', LONDON).queryKey, before);
  client.setQueryData(getValidatorModuleQueryOptions(validatorModuleUrl('signup', scopeQueryOf(LONDON))).queryKey, await servedModule(before.schema));
  await seedConfig(client, 'UK-LONDON');
  serve(server);
  const view = await renderApp('/signup?city_id=UK-LONDON&email=ada%40example.com', client);
  await screen.findByRole('button', { name: en.SIGNUP_SUBMIT }, { timeout: 5000 });
  return view;
}

/** A complete London application, as a certified masseuse free on weekdays. */
function answerLondonSignup() {
  fireEvent.click(main().getByLabelText(en.SIGNUP_CERTIFIED_CERTIFIED));
  fireEvent.change(main().getByLabelText(/^Licence or certificate number/), { target: { value: 'L3-55501' } });
  fireEvent.click(main().getByRole('checkbox', { name: /Minimum qualification/ }));
  fireEvent.click(main().getByRole('checkbox', { name: 'Massage' }));
  fireEvent.click(main().getByRole('checkbox', { name: 'Swedish massage' }));
  fireEvent.click(main().getByRole('checkbox', { name: 'Deep tissue massage' }));
  fireEvent.click(within(main().getByRole('group', { name: /massage both men and women/ })).getByRole('radio', { name: 'Yes' }));
  fireEvent.change(main().getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(main().getByLabelText(/^Mobile number/), { target: { value: '+44 7700 900456' } });
  fireEvent.change(main().getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'first-pass-1' } });
  fireEvent.click(main().getByRole('radio', { name: 'Female' }));
  fireEvent.click(main().getByRole('radio', { name: '1 to 5 years' }));
  fireEvent.click(main().getByRole('checkbox', { name: 'Weekdays' }));
  fireEvent.click(main().getByRole('radio', { name: 'Public transport' }));
  fireEvent.click(main().getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

/**
 * What the person typed is still there; the removed question and its answer are gone, and so is
 * the treatment no longer offered; the new question is empty.
 */
function expectRecomposedWithAnswersKept() {
  expect((main().getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Ada Lovelace');
  expect((main().getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe('ada@example.com');
  expect((main().getByLabelText(/^Mobile number/) as HTMLInputElement).value).toBe('+44 7700 900456');
  expect(main().getByRole('radio', { name: en.SIGNUP_CERTIFIED_CERTIFIED })).toHaveProperty('checked', true);
  expect(main().getByRole('checkbox', { name: 'Deep tissue massage' })).toHaveProperty('checked', true);
  expect(main().queryByRole('checkbox', { name: 'Swedish massage' })).toBeNull();
  expect(main().queryByRole('checkbox', { name: 'Weekdays' })).toBeNull();
  expect((main().getByLabelText(/^Postcode/) as HTMLInputElement).value).toBe('');
  // Told, in a live region a screen reader reads out.
  expect(main().getByText(en.FORM_UPDATED_NOTICE).closest('[role="status"]')).not.toBeNull();
}

freshPageForEachTest();

describe('an open sign-up tab follows a change of London', () => {
  it('recomposes when the tab gets the focus again, keeping the answers to the questions that remain', async () => {
    const before = await londonSignup(false);
    const after = await londonSignup(true);
    expect(after.version).not.toBe(before.version);
    const server: FakeServer = { form: before, signup: { status: 500, body: {} }, formRequests: 0, signupHeaders: [], signupBodies: [] };
    const { queryClient } = await openLondonSignup(before, server);
    answerLondonSignup();
    expect(main().queryByLabelText(/^Postcode/)).toBeNull();
    expect(screen.queryByText(en.FORM_UPDATED_NOTICE)).toBeNull();

    // Operations staff change London while the tab is in the background; the person comes back.
    server.form = after;
    await seedVersionedModule(queryClient, after);
    await act(async () => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(main().queryByLabelText(/^Postcode/)).not.toBeNull(), { timeout: 5000 });
    expect(server.formRequests).toBe(1);
    expectRecomposedWithAnswersKept();
  });

  it('recomposes when the server answers that the form changed, instead of showing an error; the next submission names the new form', async () => {
    const before = await londonSignup(false);
    const after = await londonSignup(true);
    const server: FakeServer = {
      form: before,
      signup: { status: 409, body: { error: FORM_VERSION_CHANGED, message: 'This form has changed.', details: [{ path: '/postcode', code: 'FORM_ERROR_REQUIRED' }] } },
      formRequests: 0,
      signupHeaders: [],
      signupBodies: [],
    };
    const { queryClient } = await openLondonSignup(before, server);
    answerLondonSignup();
    // The change happened while the tab kept the focus: only the submission tells.
    server.form = after;
    await seedVersionedModule(queryClient, after);
    await act(async () => {
      fireEvent.click(main().getByRole('button', { name: en.SIGNUP_SUBMIT }));
    });
    await waitFor(() => expect(main().queryByLabelText(/^Postcode/)).not.toBeNull(), { timeout: 5000 });
    expect(server.signupHeaders[0].get(FORM_VERSION_HEADER)).toBe(before.version);
    expectRecomposedWithAnswersKept();
    // A notice, not an error: no alert, no field marked.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(main().getByLabelText(/^Postcode/).getAttribute('aria-invalid')).not.toBe('true');

    // Sent again once the postcode is given: with the new form's version, without the removed answer.
    server.signup = { status: 400, body: { error: 'VALIDATION_FAILED', message: 'no', details: [] } };
    fireEvent.change(main().getByLabelText(/^Postcode/), { target: { value: 'N1 9GU' } });
    await act(async () => {
      fireEvent.click(main().getByRole('button', { name: en.SIGNUP_SUBMIT }));
    });
    await waitFor(() => expect(server.signupHeaders).toHaveLength(2));
    expect(server.signupHeaders[1].get(FORM_VERSION_HEADER)).toBe(after.version);
    expect(server.signupBodies[0].application?.workWeekdays).toBe('true');
    expect(server.signupBodies[1].application?.workWeekdays).toBe('false');
    expect(server.signupBodies[1].residentialAddress?.postcode).toBe('N1 9GU');
    expect(server.signupBodies[0].application?.treatments).toBe('SPECIALITY_SWEDISH_MASSAGE,SPECIALITY_DEEP_TISSUE');
    expect(server.signupBodies[1].application?.treatments).toBe('SPECIALITY_DEEP_TISSUE');
  });
});
