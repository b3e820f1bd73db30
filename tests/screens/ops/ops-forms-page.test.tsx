// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listCities } from '../../../engine/regions/cities';
import type { FormValidatorState } from '../../../engine/react/use-form-validator';
import { getCitiesQueryOptions } from '../../../screens/shared/api/get-cities';
import { getComposedFormQueryOptions } from '../../../screens/shared/api/get-composed-form';
import { composeFor, realRegions } from '../../engine/forms/region-fixture';
import { createTestValidator } from '../engine-react/form-fixture';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';

// jsdom cannot import the validator module the server compiles (GET .../validator.js, checked
// in use-form-validator.test.tsx and the browser tests): the page gets RJSF's AJV validator
// configured like ours instead.
const ready: FormValidatorState = { validator: createTestValidator(), status: 'ready', retry: () => {} };
vi.mock(import('../../../engine/react/use-form-validator'), async (importOriginal) => ({
  ...(await importOriginal()),
  useFormValidator: () => ready,
}));

/** The page is a lazy chunk: its first import can take a few seconds on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };

async function seededClient(scopes: string[], formId: 'signup' | 'bank-details' = 'signup', options: { fetch?: boolean } = {}) {
  const client = createTestQueryClient(options);
  client.setQueryData(getCitiesQueryOptions().queryKey, listCities(await realRegions()));
  for (const id of scopes) {
    const scope = /^[A-Z]{2}$/.test(id) ? { country_id: id } : { city_id: id };
    client.setQueryData(getComposedFormQueryOptions(formId, scope).queryKey, await composeFor(formId, scope, 'test'));
  }
  return client;
}

freshPageForEachTest();


describe('/ops/forms', () => {
  it('shows London and Vienna side by side with the differences listed and marked', async () => {
    await renderApp('/ops/forms?form=signup&scope=UK-LONDON&compare=AT-VIENNA', await seededClient(['UK-LONDON', 'AT-VIENNA']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form preview' }, LAZY_PAGE)).toBeTruthy();
    const london = screen.getByRole('region', { name: 'London' });
    const vienna = screen.getByRole('region', { name: 'Vienna' });

    const summary = screen.getByRole('region', { name: 'Differences between London and Vienna' });
    const line = (text: string) => within(summary).getAllByRole('listitem').find((item) => item.textContent?.startsWith(text));
    expect(line('Postcode')?.textContent).toContain('Only in Vienna');
    expect(line('Are you a certified practitioner?')?.textContent).toContain('Only in London');
    // Vienna allows no treatment group yet (R§9 "AT: none"): it asks no service area, hence no treatments.
    expect(line('Which services do you offer?')?.textContent).toContain('Only in London');
    expect(line('Massage treatments')?.textContent).toContain('Only in London');
    expect(line('Always required in Vienna; in London only after an earlier answer')?.textContent).toContain('Full name');

    // London asks the certified question (marked), Vienna the postcode (marked).
    const certified = within(london).getByRole('group', { name: /Are you a certified practitioner/ });
    expect(certified.closest('.ops-marked')?.textContent).toContain('Only in London');
    expect(within(london).queryByRole('textbox', { name: /Postcode/ })).toBeNull();
    const postcode = within(vienna).getByRole('textbox', { name: /Postcode/ });
    expect(postcode.closest('.ops-marked')?.textContent).toContain('Only in Vienna');
    expect(within(vienna).queryByRole('group', { name: /Are you a certified practitioner/ })).toBeNull();
    // Two forms of one kind on a page: no id is used twice.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // London's sign-up starts with London chosen, as it does from the home page.
    expect((within(london).getByRole('combobox', { name: /City/ }) as HTMLSelectElement).selectedOptions[0].textContent).toBe('London');
  });

  it('lists the service areas only London allows next to Birmingham (massage only, R§9)', async () => {
    await renderApp('/ops/forms?form=signup&scope=UK-LONDON&compare=UK-BIRMINGHAM', await seededClient(['UK-LONDON', 'UK-BIRMINGHAM']));
    const summary = await screen.findByRole('region', { name: 'Differences between London and Birmingham' }, LAZY_PAGE);
    const line = (text: string) => within(summary).getAllByRole('listitem').find((item) => item.textContent?.startsWith(text));
    expect(line('Which services do you offer?')?.textContent).toContain('Only in London: Beauty');
    expect(line('Beauty treatments')?.textContent).toContain('Only in London');
  });

  it('keeps the choices in the URL: dropping the comparison leaves one form and a hint', async () => {
    const { router } = await renderApp('/ops/forms?form=signup&scope=UK-LONDON&compare=AT-VIENNA', await seededClient(['UK-LONDON', 'AT-VIENNA']));
    await screen.findByRole('region', { name: 'Vienna' }, LAZY_PAGE);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Compare with' }), { target: { value: '' } });
    });
    expect(router.state.location.search).toBe('?form=signup&scope=UK-LONDON');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Vienna' })).toBeNull());
    expect(screen.getByText(/Choose a second country or city under/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Differences between/ })).toBeNull();
  });

  it('starts with the sign-up form for the UK when the link names nothing, and offers every form and scope', async () => {
    await renderApp('/ops/forms', await seededClient(['UK']));
    const form = (await screen.findByRole('combobox', { name: 'Form' }, LAZY_PAGE)) as HTMLSelectElement;
    expect(form.value).toBe('signup');
    expect(form.options).toHaveLength(12);
    const scope = screen.getByRole('combobox', { name: 'Country or city' }) as HTMLSelectElement;
    expect(scope.value).toBe('UK');
    const choices = [...scope.options].map((option) => option.value);
    expect(choices).toEqual(expect.arrayContaining(['UK', 'FR', 'AT', 'UK-LONDON', 'UK-EDINBURGH', 'FR-PARIS', 'AT-VIENNA']));
    expect(screen.getByRole('region', { name: 'United Kingdom' })).toBeTruthy();
  });

  it('says in the page language when a form cannot be loaded, with a way to try again', async () => {
    document.cookie = 'lang=fr_FR; Path=/';
    // Nothing seeded for the form, and no API behind this test: the request fails.
    await renderApp('/ops/forms?form=signup&scope=UK-LONDON', await seededClient([], 'signup', { fetch: true }));
    const panel = await screen.findByRole('region', { name: 'London' }, LAZY_PAGE);
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toContain("Une erreur s'est produite. Veuillez réessayer."), LAZY_PAGE);
    expect(within(panel).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aperçu des formulaires');
  });
});
