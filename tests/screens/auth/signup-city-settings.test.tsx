// @vitest-environment jsdom
/*
 * The sign-up page follows the chosen city's settings (R§9), from the real region files: the
 * service areas it allows (allowedVerticalGroups), the treatments it particularly looks for
 * (targetVerticals), the minimum qualifications it names (qualificationTexts) and, in France,
 * the legal disclaimer (frenchDisclaimerShown). A city closed for sign-up is no answer to the
 * city question.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { getConfigQueryOptions } from '../../../screens/shared/api/get-config';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { seedConfig, seedForm } from './auth-fixture';

freshPageForEachTest();

const CITIES = ['UK-LONDON', 'UK-BIRMINGHAM', 'FR-PARIS', 'AT-VIENNA'];

async function openSignup(path: string, prepare: (client: QueryClient) => Promise<void> = async () => {}) {
  const client = createTestQueryClient();
  for (const city_id of CITIES) {
    await seedForm(client, 'signup', { city_id });
    await seedConfig(client, city_id);
  }
  await seedForm(client, 'signup', { country_id: 'UK' });
  await prepare(client);
  const view = await renderApp(path, client);
  await screen.findByRole('button', { name: /Create my account|Créer mon compte/ }, { timeout: 5000 });
  return view;
}

const main = () => within(screen.getByRole('main'));
const serviceAreas = () => main().getByRole('group', { name: /Which services do you offer/ });
const areaNames = () => within(serviceAreas()).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent);

function chooseCity(name: string) {
  const select = main().getByLabelText(/^City/) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === name);
  if (!option) throw new Error(`no city ${name}`);
  fireEvent.change(select, { target: { value: option.value } });
}

describe('sign-up: the treatment groups the chosen city allows', () => {
  it('London offers massage, beauty, osteopathy and fitness; Birmingham massage only', async () => {
    await openSignup('/signup?city_id=UK-LONDON');
    fireEvent.click(main().getByLabelText('Yes, I am certified'));
    expect(areaNames()).toEqual(['Massage', 'Beauty', 'Osteopathy and physiotherapy', 'Fitness']);
    await act(async () => {
      chooseCity('Birmingham');
    });
    await waitFor(() => expect(areaNames()).toEqual(['Massage']));
  });

  it('a service area ticked in London and not allowed in Birmingham is dropped with its treatments', async () => {
    await openSignup('/signup?city_id=UK-LONDON');
    fireEvent.click(main().getByLabelText('Yes, I am certified'));
    fireEvent.click(within(serviceAreas()).getByLabelText('Beauty'));
    expect(main().getByRole('group', { name: /Beauty treatments/ })).toBeTruthy();
    await act(async () => {
      chooseCity('Birmingham');
    });
    await waitFor(() => expect(areaNames()).toEqual(['Massage']));
    expect(main().queryByRole('group', { name: /Beauty treatments/ })).toBeNull();
    // Nothing invisible is left to fail: the only error is the empty service areas.
    await act(async () => {
      fireEvent.click(main().getByRole('button', { name: 'Create my account' }));
    });
    expect(within(serviceAreas()).getByRole('checkbox', { name: 'Massage' })).toHaveProperty('checked', false);
    const field = serviceAreas().closest('.sf-field') ?? serviceAreas();
    expect(field.textContent).toContain('This field is required.');
    expect(field.textContent).not.toContain('Please choose one of the options.');
  });

  it('a link naming a city closed for sign-up (Vienna) starts from the city question', async () => {
    await openSignup('/signup?city_id=AT-VIENNA');
    await waitFor(() => expect((main().getByLabelText(/^City/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Choose your city'));
    // The page's country form, not Vienna's (which asks no certified question and no service area).
    fireEvent.click(await main().findByLabelText('Yes, I am certified'));
    expect(areaNames()).toEqual(['Massage', 'Beauty', 'Osteopathy and physiotherapy', 'Fitness']);
  });
});

describe('sign-up: what the chosen city tells applicants', () => {
  it('London says it particularly looks for facials and nails (targetVerticals); Birmingham says nothing', async () => {
    await openSignup('/signup?city_id=UK-LONDON');
    const note = screen.getByRole('region', { name: 'Especially wanted in London' });
    expect(within(note).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Facials', 'Nails']);
    await act(async () => {
      chooseCity('Birmingham');
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Especially wanted/ })).toBeNull());
  });

  it('follows the setting: London with no target verticals says nothing', async () => {
    await openSignup('/signup?city_id=UK-LONDON', async (client) => {
      const london = await seedConfig(client, 'UK-LONDON');
      client.setQueryData(getConfigQueryOptions({ city_id: 'UK-LONDON' }).queryKey, { ...london, keyValues: { ...london.keyValues, targetVerticals: [] } });
    });
    expect(screen.queryByRole('region', { name: /Especially wanted/ })).toBeNull();
  });

  it('Paris shows the French disclaimer under the form, London does not', async () => {
    await openSignup('/signup?city_id=FR-PARIS');
    const notice = screen.getByRole('region', { name: 'Information for practitioners in France' });
    expect(notice.textContent).toContain('not its employees');
    expect(notice.compareDocumentPosition(main().getByRole('button', { name: 'Create my account' })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await act(async () => {
      chooseCity('London');
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /practitioners in France/ })).toBeNull());
  });
});

describe('sign-up: the minimum qualifications of the chosen city (qualificationTexts)', () => {
  it('London names those of massage, facials and osteopathy; Birmingham, massage only, that of massage', async () => {
    await openSignup('/signup?city_id=UK-LONDON');
    fireEvent.click(main().getByLabelText('Yes, I am certified'));
    const box = () => main().getByRole('checkbox', { name: /Minimum qualification/ });
    const minimum = () => document.getElementById(box().getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('__description')) ?? '')?.textContent;
    expect(minimum()).toBe('I understand the minimum level required: level 3 in massage, level 2 in beauty for facials and a bachelor’s degree in osteopathy.');
    await act(async () => {
      chooseCity('Birmingham');
    });
    await waitFor(() => expect(minimum()).toBe('I understand the minimum level required: level 3 in massage.'));
    fireEvent.click(main().getByLabelText(/not certified/));
    const warning = main().getByText('We only work with certified practitioners').closest('[role="status"]');
    expect(warning?.textContent).toContain('Come back once you hold a recognised qualification: level 3 in massage.');
  });
});
