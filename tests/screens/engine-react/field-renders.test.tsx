// @vitest-environment jsdom
/*
 * Typing on a phone (issues 15 and 28): a keystroke renders nothing before the frame that shows
 * it (the input keeps its own text), and once the form hears of it, after that frame, it
 * re-renders the question typed in, not the others. FieldTemplate (every question goes through it)
 * counts its renders per field id; typing in one field of the London sign-up form, with every
 * question shown, may re-render only that field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FormData } from '../../../engine/forms/json-schema';
import type * as FieldTemplateModule from '../../../engine/react/templates/field-template';
import { createI18n } from '../../../screens/shared/i18n/i18n';
import { composeFor } from '../../engine/forms/region-fixture';
import { SchemaForm } from '../../../engine/react/schema-form';
import { createTestValidator } from './form-fixture';

const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('../../../engine/react/templates/field-template', async (importOriginal) => {
  const original = await importOriginal<typeof FieldTemplateModule>();
  return {
    ...original,
    FieldTemplate(props: Parameters<typeof original.FieldTemplate>[0]) {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return original.FieldTemplate(props);
    },
  };
});

afterEach(cleanup);

/** Past the frame after which a typed answer reaches the form (engine/react/after-frame-change.ts). */
const afterTheFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

describe('a keystroke re-renders only its own question', () => {
  it('London sign-up, every question shown: typing a name renders the name field alone', async () => {
    // SchemaForm as this file first imported it (form-fixture.tsx), after the mock above: its FieldTemplate counts.
    // (Imported again after vi.resetModules, it would get a new form context while the mocked template keeps its first.)
    const composed = await composeFor('signup', { city_id: 'UK-LONDON' });
    const validator = createTestValidator();
    const start: FormData = { city_id: 'UK-LONDON', certified: 'certified', serviceAreas: ['massage', 'beauty', 'osteo', 'fitness'] };
    const i18n = createI18n('en_GB');
    let seen: FormData = start;
    function Page() {
      const [answers, setAnswers] = useState<FormData>(start);
      return (
        <I18nextProvider i18n={i18n}>
          <SchemaForm
            composed={composed}
            validator={validator}
            formData={answers}
            onChange={(next) => {
              seen = next;
              setAnswers(next);
            }}
            onSubmit={() => {}}
          />
        </I18nextProvider>
      );
    }
    const { container } = render(<Page />);
    const name = container.querySelector<HTMLInputElement>('#signup_firstName')!;
    const fields = container.querySelectorAll('.sf-field').length;
    expect(fields).toBeGreaterThanOrEqual(20);
    expect(renders.get('signup_firstName'), 'FieldTemplate is the counting mock').toBeGreaterThan(0);
    for (const text of ['A', 'Ad', 'Ada']) {
      renders.clear();
      act(() => {
        fireEvent.change(name, { target: { value: text } });
      });
      expect(name.value).toBe(text);
      expect([...renders.keys()]).toEqual([]);
      await afterTheFrame();
      expect([...renders.keys()].filter((id) => id !== 'signup_firstName' && id !== 'signup')).toEqual([]);
      expect(renders.get('signup_firstName')).toBeLessThanOrEqual(2);
      expect(seen.firstName).toBe(text);
    }
    // An error shown on leaving a field re-renders that field, not the others.
    const email = container.querySelector<HTMLInputElement>('#signup_email')!;
    act(() => {
      fireEvent.change(email, { target: { value: 'ada@' } });
    });
    renders.clear();
    act(() => {
      fireEvent.blur(email);
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect([...renders.keys()].filter((id) => id !== 'signup_email' && id !== 'signup')).toEqual([]);
  });

  it('the sign-up page (London, every question shown): typing a name renders the name field alone', async () => {
    vi.resetModules();
    const { preloadFormEngine } = await import('../../../engine/react/form-engine');
    await preloadFormEngine();
    const { clearCookies, createTestQueryClient, renderApp } = await import('../render-app');
    const { forgetBearerToken, seedForm } = await import('../auth/auth-fixture');
    clearCookies();
    forgetBearerToken();
    window.scrollTo = () => undefined;
    const client = createTestQueryClient();
    await seedForm(client, 'signup', { city_id: 'UK-LONDON' });
    await renderApp('/signup?city_id=UK-LONDON', client);
    await screen.findByRole('button', { name: 'Create my account' }, { timeout: 5000 });
    const main = within(screen.getByRole('main'));
    fireEvent.click(main.getByLabelText('Yes, I am certified'));
    for (const area of main.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).name === 'signup_serviceAreas')) fireEvent.click(area);
    expect(document.querySelectorAll('form .sf-field').length).toBeGreaterThanOrEqual(20);
    const name = main.getByLabelText(/^Full name/) as HTMLInputElement;
    for (const text of ['A', 'Ad', 'Ada']) {
      renders.clear();
      act(() => {
        fireEvent.change(name, { target: { value: text } });
      });
      expect(name.value).toBe(text);
      expect([...renders.keys()]).toEqual([]);
      await afterTheFrame();
      expect([...renders.keys()].filter((id) => id !== name.id && id !== 'signup')).toEqual([]);
      expect(renders.get(name.id)).toBeLessThanOrEqual(2);
    }
    // The whole app is loaded again after the module reset: slow on a busy machine.
  }, 60_000);
});
