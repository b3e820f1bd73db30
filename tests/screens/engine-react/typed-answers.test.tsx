// @vitest-environment jsdom
/*
 * Typed answers in the plain renderer (issue 28): the input shows a key at once, the form hears of
 * it after the frame that shows it, and nothing typed is ever lost on the way: not by a submit
 * pressed before that frame, not by focus leaving, not by a reset from the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FormData } from '../../../engine/forms/json-schema';
import { SchemaForm } from '../../../engine/react/schema-form';
import { createI18n } from '../../../screens/shared/i18n/i18n';
import { composeFor } from '../../engine/forms/region-fixture';
import { createTestValidator } from './form-fixture';

afterEach(cleanup);

const validator = createTestValidator();
const afterTheFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

async function drawBankDetails(onSubmit = vi.fn()) {
  const composed = await composeFor('bank-details', { country_id: 'FR' });
  const changes: FormData[] = [];
  let reset: (data: FormData) => void = () => {};
  function Page() {
    const [answers, setAnswers] = useState<FormData>({});
    reset = setAnswers;
    return (
      <I18nextProvider i18n={createI18n('en_GB')}>
        <SchemaForm
          composed={composed}
          validator={validator}
          formData={answers}
          onChange={(next) => {
            changes.push(next);
            setAnswers(next);
          }}
          onSubmit={onSubmit}
        />
      </I18nextProvider>
    );
  }
  const { container } = render(<Page />);
  const input = (name: string) => container.querySelector<HTMLInputElement>(`#bank-details_${name}`)!;
  return { container, input, changes, reset: (data: FormData) => act(() => reset(data)) };
}

describe('typing in the plain renderer', () => {
  it('shows the key at once and hands it to the form after the frame, keys of one frame at once', async () => {
    const { input, changes } = await drawBankDetails();
    const iban = input('iban');
    act(() => {
      fireEvent.change(iban, { target: { value: 'f' } });
      fireEvent.change(iban, { target: { value: 'fr' } });
    });
    // Upper case as it is typed (ui:options.uppercase), before the form has heard anything.
    expect(iban.value).toBe('FR');
    expect(changes).toEqual([]);
    await afterTheFrame();
    expect(changes.map((answers) => answers.iban)).toEqual(['FR']);
  });

  it('submits what was typed even when the submit comes before the frame', async () => {
    const onSubmit = vi.fn();
    const { container, input } = await drawBankDetails(onSubmit);
    act(() => {
      fireEvent.change(input('iban'), { target: { value: 'FR1420041010050500013M02606' } });
      fireEvent.change(input('bic'), { target: { value: 'bnpafrpp' } });
      fireEvent.submit(container.querySelector('form')!);
    });
    const submitted = onSubmit.mock.lastCall?.[0] as FormData | undefined;
    expect(submitted).toMatchObject({ iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPP' });
  });

  it('hands the answer over when focus leaves the question, before that question is checked', async () => {
    const { input, changes } = await drawBankDetails();
    act(() => input('iban').focus());
    act(() => {
      fireEvent.change(input('iban'), { target: { value: 'FR14' } });
    });
    act(() => input('bic').focus());
    expect(changes.at(-1)?.iban).toBe('FR14');
    // The check on leaving saw the answer typed, not the empty one before it.
    expect(input('iban').getAttribute('aria-invalid')).toBe('true');
  });

  it('takes answers the page sets itself, and keeps a key typed meanwhile', async () => {
    const { input, reset } = await drawBankDetails();
    reset({ bic: 'BNPAFRPP' });
    expect(input('bic').value).toBe('BNPAFRPP');
    act(() => {
      fireEvent.change(input('bic'), { target: { value: 'BNPAFRPPXXX' } });
    });
    await afterTheFrame();
    expect(input('bic').value).toBe('BNPAFRPPXXX');
    reset({});
    expect(input('bic').value).toBe('');
  });
});
