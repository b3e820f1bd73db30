// @vitest-environment jsdom
/*
 * The sign-up page without a server: the real forms of London and Paris composed from the
 * region files with their served validators (seeded), the real routes table.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { seedForm } from './auth-fixture';

freshPageForEachTest();

async function openSignup(path: string) {
  const client = createTestQueryClient();
  await seedForm(client, 'signup', { city_id: 'UK-LONDON' });
  await seedForm(client, 'signup', { city_id: 'FR-PARIS' });
  await seedForm(client, 'signup', { country_id: 'UK' });
  const view = await renderApp(path, client);
  await screen.findByRole('button', { name: 'Create my account' }, { timeout: 5000 });
  return view;
}

const main = () => within(screen.getByRole('main'));

/** The select widget's option values are indices: a person picks the city by its name. */
function chooseCity(name: string) {
  const select = main().getByLabelText(/^City/) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === name);
  if (!option) throw new Error(`no city ${name}`);
  fireEvent.change(select, { target: { value: option.value } });
}

function chosenCityName(): string {
  const select = main().getByLabelText(/^City/) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent ?? '';
}

describe('sign-up page', () => {
  it('starts from the city and e-mail of the home page apply box', async () => {
    await openSignup('/signup?city_id=UK-LONDON&email=ada%40example.com');
    expect(chosenCityName()).toBe('London');
    // The rest of the questions come once the certification is answered.
    fireEvent.click(main().getByLabelText('Yes, I am certified'));
    expect((main().getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('re-composes the questions for another city and keeps the answers given', async () => {
    await openSignup('/signup?city_id=UK-LONDON&email=ada%40example.com');
    fireEvent.click(main().getByLabelText('Yes, I am certified'));
    // London does not ask the last name (R§5): one question for the full name. Paris asks both.
    fireEvent.change(main().getByLabelText(/^Full name/), { target: { value: 'Ada' } });
    expect(main().queryByLabelText(/^Last name/)).toBeNull();
    await act(async () => {
      chooseCity('Paris');
    });
    await waitFor(() => expect(main().getByLabelText(/^Last name/)).toBeTruthy());
    expect((main().getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    expect((main().getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('radio', { name: 'Yes, I am certified' })).toHaveProperty('checked', true);
  });

  it('asks for the city first when the link names none', async () => {
    await openSignup('/signup');
    const city = main().getByLabelText(/^City/) as HTMLSelectElement;
    expect(city.selectedOptions[0]?.textContent).toBe('Choose your city');
    await act(async () => {
      fireEvent.click(main().getByRole('button', { name: 'Create my account' }));
    });
    expect(main().getByText(/Some answers need your attention/)).toBeTruthy();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(city);
  });
});
