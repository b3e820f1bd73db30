// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FormData } from '../../../engine/forms/json-schema';
import { SchemaForm } from '../../../engine/react/schema-form';
import en from '../../../locales/en_GB.json';
import { Harness, composed, createTestI18n, createTestValidator } from './form-fixture';

const validator = createTestValidator();

afterEach(cleanup);

function field(name: string | RegExp): HTMLElement {
  return screen.getByLabelText(name);
}

/** The messages FieldTemplate shows under a control, found the way a screen reader does: aria-describedby. */
function errorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('__error'));
  if (ids.length === 0) return null;
  return document.getElementById(ids[0])?.textContent ?? null;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

function type(control: HTMLElement, value: string) {
  fireEvent.change(control, { target: { value } });
}

/** Focus moves from `from` to `to`, as a Tab press would. */
function leave(from: HTMLElement, to: HTMLElement) {
  act(() => from.focus());
  act(() => to.focus());
}

describe('<SchemaForm> rendering', () => {
  it('translates labels, options, placeholders and the submit label, and marks required questions', () => {
    render(<Harness i18n={createTestI18n()} />);
    expect(field(/^Email address/)).toHaveProperty('placeholder', 'name@example.com');
    expect(screen.getByRole('group', { name: /Are you certified\?/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes, certified' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'I am a student' })).toBeTruthy();
    // FORM_YES / FORM_NO come from the locale files.
    expect(screen.getByRole('radio', { name: 'No' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Weekends' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeTruthy();
    expect(field(/^Email address/).closest('.sf-field')?.textContent).toContain('*');
    expect(field(/^IBAN/).closest('.sf-field')?.textContent).toBe('IBAN (optional)');
    // A label that already says so is not marked twice.
    expect(field(/^Referral code/).closest('.sf-field')?.textContent).toBe('Referral code (optional)');
    expect(field(/^Graduation date/)).toHaveProperty('placeholder', 'DD/MM/YYYY');
  });

  it('follows a language change, error messages included', async () => {
    const i18n = createTestI18n();
    render(<Harness i18n={i18n} />);
    submit();
    expect(errorOf(field(/^Email address/))).toBe('Please enter your email address.');
    await act(async () => {
      await i18n.changeLanguage('fr-FR');
    });
    expect(errorOf(field(/^Adresse e-mail/))).toBe('Veuillez saisir votre adresse e-mail.');
    expect(screen.getByText('Veuillez corriger les réponses signalées.')).toBeTruthy();
  });
});

describe('<SchemaForm> validation', () => {
  it('on an empty submit: the banner, every message under its field, focus on the first invalid field, no submit', () => {
    const onSubmit = vi.fn();
    render(<Harness i18n={createTestI18n()} onSubmit={onSubmit} />);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')[0].textContent).toBe('Please correct the highlighted answers.');
    // First in DOM order: the certified radio cards.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes, certified' }));
    expect(screen.getByRole('radio', { name: 'Yes, certified' }).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(screen.getByRole('radio', { name: 'Yes, certified' }))).toBe('This field is required.');
    expect(errorOf(field(/^Email address/))).toBe('Please enter your email address.');
    expect(errorOf(field(/^Password/))).toBe('This field is required.');
    expect(errorOf(screen.getByRole('checkbox', { name: /I accept the terms/ }))).toBe('This field is required.');
    // Optional fields and the hidden licence number say nothing.
    expect(errorOf(field(/^IBAN/))).toBeNull();
    expect(screen.queryByLabelText(/Licence number/)).toBeNull();
  });

  it('maps AJV errors to the portal codes: formats, password length with its minimum, confirmation, terms', () => {
    render(<Harness i18n={createTestI18n()} />);
    type(field(/^Email address/), 'name@example');
    type(field(/^IBAN/), 'GB00 0000 0000');
    type(field(/^Password/), 'abc');
    type(field(/^Repeat the password/), 'abd');
    type(field(/^Graduation date/), '31023000');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    submit();
    expect(errorOf(field(/^Email address/))).toBe('Please enter a valid email address, like name@example.com.');
    expect(errorOf(field(/^IBAN/))).toBe('Please enter a valid IBAN.');
    expect(errorOf(field(/^Password/))).toBe('Your password must be at least 6 characters long.');
    expect(errorOf(field(/^Repeat the password/))).toBe('The passwords do not match.');
    expect(errorOf(field(/^Graduation date/))).toBe('Please enter a real date as DD/MM/YYYY.');
    expect(errorOf(screen.getByRole('checkbox', { name: /I accept the terms/ }))).toBe('Please tick this box to continue.');
  });

  it('checks a changed field when focus leaves it, not while typing, and not a field only tabbed through', () => {
    render(<Harness i18n={createTestI18n()} />);
    const email = field(/^Email address/);
    const iban = field(/^IBAN/);
    const password = field(/^Password/);
    act(() => email.focus());
    type(email, 'not-an-email');
    expect(errorOf(email)).toBeNull();
    leave(email, iban);
    expect(errorOf(email)).toBe('Please enter a valid email address, like name@example.com.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The IBAN was only passed through: no "required"-style message for it, nor for the password.
    leave(iban, password);
    expect(errorOf(iban)).toBeNull();
    expect(errorOf(password)).toBeNull();
    // No banner for a blur: that is for a failed submit.
    expect(screen.queryByText('Please correct the highlighted answers.')).toBeNull();
    // Once fixed, the error goes at once.
    type(email, 'name@example.com');
    expect(errorOf(email)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('moving between a password and its show button does not count as leaving the field', () => {
    render(<Harness i18n={createTestI18n()} />);
    const password = field(/^Password/);
    act(() => password.focus());
    type(password, 'abc');
    leave(password, screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(errorOf(password)).toBeNull();
    leave(screen.getAllByRole('button', { name: 'Show password' })[0], field(/^Repeat the password/));
    expect(errorOf(password)).toBe('Your password must be at least 6 characters long.');
  });

  it('submits valid answers', () => {
    const onSubmit = vi.fn();
    render(<Harness i18n={createTestI18n()} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('radio', { name: 'I am a student' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekends' }));
    type(field(/^Email address/), 'name@example.com');
    type(field(/^Password/), 'secret1');
    type(field(/^Repeat the password/), 'secret1');
    type(field(/^Referral code/), 'abc123');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      certified: 'student',
      selfEmployed: 'yes',
      workPeriods: ['weekends'],
      email: 'name@example.com',
      password: 'secret1',
      passwordConfirm: 'secret1',
      referralCode: 'ABC123',
      acceptTerms: true,
      acceptMarketing: false,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('<SchemaForm> answers', () => {
  it('keeps what is typed when the page never passes the answers back, reveals questions with them, and submits them', () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    const validator = createTestValidator();
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <SchemaForm composed={composed} validator={validator} formData={{}} onChange={onChange} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    type(field(/^Email address/), 'name@example.com');
    expect(field(/^Email address/)).toHaveProperty('value', 'name@example.com');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'name@example.com' }));
    fireEvent.click(screen.getByRole('radio', { name: 'I am a student' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekends' }));
    type(field(/^Password/), 'secret1');
    type(field(/^Repeat the password/), 'secret1');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'name@example.com', certified: 'student', password: 'secret1' }));
  });

  it('takes new answers the page passes (a reset, a re-composed form) over what was typed', () => {
    function Page() {
      const [answers, setAnswers] = useState<FormData>({ email: 'first@example.com' });
      return (
        <I18nextProvider i18n={createTestI18n()}>
          <button type="button" onClick={() => setAnswers({ email: 'reset@example.com' })}>
            Reset
          </button>
          <SchemaForm composed={composed} validator={createTestValidator()} formData={answers} onChange={() => {}} onSubmit={() => {}} />
        </I18nextProvider>
      );
    }
    render(<Page />);
    expect(field(/^Email address/)).toHaveProperty('value', 'first@example.com');
    type(field(/^Email address/), 'typed@example.com');
    expect(field(/^Email address/)).toHaveProperty('value', 'typed@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field(/^Email address/)).toHaveProperty('value', 'reset@example.com');
  });
});

describe('<SchemaForm> server errors', () => {
  it('shows the API details on their fields with the banner, focuses the first, and drops one once its field changes', () => {
    const serverErrors = [
      { path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' },
      { path: '/iban', code: 'FORM_ERROR_IBAN_INVALID' },
    ];
    render(<Harness i18n={createTestI18n()} initialData={{ email: 'x@y.co', iban: 'GB1' }} serverErrors={serverErrors} />);
    expect(errorOf(field(/^Email address/))).toBe('Please enter a valid email address, like name@example.com.');
    expect(errorOf(field(/^IBAN/))).toBe('Please enter a valid IBAN.');
    expect(screen.getByText('Please correct the highlighted answers.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Email address/));
    type(field(/^IBAN/), 'GB29 NWBK 6016 1331 9268 19');
    expect(errorOf(field(/^IBAN/))).toBeNull();
    expect(errorOf(field(/^Email address/))).toBe('Please enter a valid email address, like name@example.com.');
  });

  it('copes with a page that passes a new details array on every render: no loop, focus stays where the user is', () => {
    const details = [{ path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' }];
    const i18n = createTestI18n();
    function Page() {
      const [formData, setFormData] = useState<FormData>({ email: 'x@y.co' });
      return (
        <I18nextProvider i18n={i18n}>
          <SchemaForm composed={composed} validator={validator} formData={formData} onChange={setFormData} onSubmit={() => {}} serverErrors={[...details]} />
        </I18nextProvider>
      );
    }
    render(<Page />);
    expect(document.activeElement).toBe(field(/^Email address/));
    act(() => field(/^IBAN/).focus());
    type(field(/^IBAN/), 'GB29');
    expect(document.activeElement).toBe(field(/^IBAN/));
    expect(errorOf(field(/^Email address/))).toBe('Please enter a valid email address, like name@example.com.');
  });

  it('shows a form-level error code in the banner (its ERROR_LABEL_ text when the code is an API code)', () => {
    render(<Harness i18n={createTestI18n()} formError="NOT_FOUND" />);
    expect(screen.getByRole('alert').textContent).toBe('We could not find what you asked for.');
  });

  it("shows the server's message for a code without a label, never the generic label when the server said why (W§8, issue 27)", () => {
    render(<Harness i18n={createTestI18n()} formError="SOME_NEW_REFUSAL" formErrorMessage="Your card was declined by the bank." />);
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined by the bank.');
    cleanup();
    // A label still wins over the server's (English) sentence: the person reads their language.
    render(<Harness i18n={createTestI18n()} formError="ACCOUNT_INACTIVE" formErrorMessage="Your account is inactive. Contact support." />);
    expect(screen.getByRole('alert').textContent).toBe(en.ERROR_LABEL_ACCOUNT_INACTIVE);
  });
});

describe('<SchemaForm> conditional questions', () => {
  it('reveals a question while its condition holds, and drops its answer from the submit once hidden again', () => {
    const onSubmit = vi.fn();
    render(
      <Harness
        i18n={createTestI18n()}
        onSubmit={onSubmit}
        initialData={{
          selfEmployed: 'yes',
          workPeriods: ['weekdays'],
          email: 'name@example.com',
          password: 'secret1',
          passwordConfirm: 'secret1',
          acceptTerms: true,
        }}
      />,
    );
    expect(screen.queryByLabelText(/Licence number/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, certified' }));
    const licence = field(/^Licence number/);
    expect(licence.closest('.sf-field')?.textContent).toContain('*');
    expect(screen.getByText('As printed on your certificate')).toBeTruthy();
    // Required while shown.
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field(/^Licence number/));
    expect(errorOf(field(/^Licence number/))).toBe('This field is required.');
    type(field(/^Licence number/), 'LIC-42');
    fireEvent.click(screen.getByRole('radio', { name: 'I am a student' }));
    expect(screen.queryByLabelText(/Licence number/)).toBeNull();
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('licenceNumber');
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ certified: 'student' });
  });

  it('shows a warning callout for a "no" and writes nothing for it into the answers', () => {
    const onChange = vi.fn<(data: FormData) => void>();
    render(<Harness i18n={createTestI18n()} onChangeSpy={onChange} />);
    expect(screen.queryByText('You will need to register as self-employed')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByText('You will need to register as self-employed')).toBeTruthy();
    expect(screen.getByText('Practitioners work as independent contractors.')).toBeTruthy();
    expect(onChange.mock.lastCall?.[0]).not.toHaveProperty('selfEmployedWarning');
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText('You will need to register as self-employed')).toBeNull();
  });
});

describe('<SchemaForm> widgets and buttons', () => {
  it('shows and hides the password', () => {
    render(<Harness i18n={createTestI18n()} />);
    const password = field(/^Password/);
    const group = password.closest('.sf-password') as HTMLElement;
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(within(group).getByRole('button', { name: 'Show password' }));
    expect(field(/^Password/).getAttribute('type')).toBe('text');
    fireEvent.click(within(group).getByRole('button', { name: 'Hide password' }));
    expect(field(/^Password/).getAttribute('type')).toBe('password');
  });

  it('types a date as DD/MM/YYYY with the slashes added', () => {
    render(<Harness i18n={createTestI18n()} />);
    const date = field(/^Graduation date/);
    expect(date.getAttribute('inputmode')).toBe('numeric');
    type(date, '1');
    type(field(/^Graduation date/), '15');
    expect(field(/^Graduation date/)).toHaveProperty('value', '15/');
    // Backspace removes the slash instead of it coming straight back.
    type(field(/^Graduation date/), '15');
    expect(field(/^Graduation date/)).toHaveProperty('value', '15');
    type(field(/^Graduation date/), '15/062');
    expect(field(/^Graduation date/)).toHaveProperty('value', '15/06/2');
    type(field(/^Graduation date/), '15/06/2024');
    expect(field(/^Graduation date/)).toHaveProperty('value', '15/06/2024');
  });

  it('keeps save disabled until the answers change (disabledUntilChanged; schema defaults do not count), and while submitting', () => {
    const initialData = { email: 'name@example.com' };
    const view = render(<Harness i18n={createTestI18n()} initialData={initialData} disabledUntilChanged submitLabel="FORM_SAVE" />);
    const save = () => screen.getByRole('button', { name: /^Save/ }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    type(field(/^Email address/), 'other@example.com');
    expect(save().disabled).toBe(false);
    type(field(/^Email address/), 'name@example.com');
    expect(save().disabled).toBe(true);
    view.unmount();
    render(<Harness i18n={createTestI18n()} submitting submitLabel="FORM_SAVE" />);
    expect(save().disabled).toBe(true);
    expect(save().getAttribute('aria-busy')).toBe('true');
  });
});

describe('<SchemaForm> and a newer composition of its form (issue 24)', () => {
  /** The same form after operations changed it: self-employment no longer asked, weekends no longer offered, a postcode asked. */
  function newer(scope = composed.scope): typeof composed {
    const { selfEmployed: _selfEmployed, selfEmployedWarning: _warning, ...kept } = composed.schema.properties!;
    return {
      ...composed,
      scope,
      schema: {
        ...composed.schema,
        properties: {
          ...kept,
          workPeriods: { ...kept.workPeriods, items: { type: 'string', enum: ['weekdays'] } },
          postcode: { type: 'string', title: 'TEST_POSTCODE', minLength: 1 },
        },
        required: [...composed.schema.required!.filter((name) => name !== 'selfEmployed'), 'postcode'],
        allOf: composed.schema.allOf!.slice(0, 1),
      },
      uiSchema: {
        ...composed.uiSchema,
        'ui:order': ['postcode', ...(composed.uiSchema['ui:order'] as string[]).filter((name) => !name.startsWith('selfEmployed'))],
        workPeriods: { 'ui:widget': 'checkboxes', 'ui:enumNames': ['TEST_WEEKDAYS'] },
      },
    };
  }

  function answerEverything() {
    fireEvent.click(screen.getByRole('radio', { name: 'I am a student' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekdays' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekends' }));
    type(field(/^Email address/), 'name@example.com');
    type(field(/^Password/), 'secret1');
    type(field(/^Repeat the password/), 'secret1');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  }

  it('keeps the answers to the questions that remain, drops the others and the choices no longer offered, and says the form was updated', () => {
    const onSubmit = vi.fn();
    const i18n = createTestI18n();
    i18n.addResource('en-GB', 'translation', 'TEST_POSTCODE', 'Postcode');
    const { rerender } = render(<Harness i18n={i18n} onSubmit={onSubmit} />);
    answerEverything();
    expect(screen.queryByText(en.FORM_UPDATED_NOTICE)).toBeNull();

    rerender(<Harness i18n={i18n} onSubmit={onSubmit} composed={newer()} />);
    expect(screen.getByText(en.FORM_UPDATED_NOTICE).closest('[role="status"]')).not.toBeNull();
    expect(field(/^Email address/)).toHaveProperty('value', 'name@example.com');
    expect(screen.getByRole('radio', { name: 'I am a student' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Weekdays' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: 'Weekends' })).toBeNull();
    expect(screen.queryByRole('group', { name: /self-employed/ })).toBeNull();
    expect(field(/^Postcode/)).toHaveProperty('value', '');

    type(field(/^Postcode/), 'N1 9GU');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0][0] as FormData;
    expect(sent).not.toHaveProperty('selfEmployed');
    expect(sent).toMatchObject({ certified: 'student', workPeriods: ['weekdays'], email: 'name@example.com', postcode: 'N1 9GU' });
    // Sent again: the notice has done its job.
    expect(screen.queryByText(en.FORM_UPDATED_NOTICE)).toBeNull();
  });

  it('says nothing when another scope’s form arrives (the person chose another city), nor before the person answered anything', () => {
    const i18n = createTestI18n();
    const { rerender } = render(<Harness i18n={i18n} />);
    rerender(<Harness i18n={i18n} composed={newer()} />);
    expect(screen.queryByText(en.FORM_UPDATED_NOTICE)).toBeNull();
    type(field(/^Email address/), 'name@example.com');
    rerender(<Harness i18n={i18n} composed={newer({ country_id: 'FR', city_id: 'FR-PARIS' })} />);
    expect(field(/^Email address/)).toHaveProperty('value', 'name@example.com');
    expect(screen.queryByText(en.FORM_UPDATED_NOTICE)).toBeNull();
  });

  it('shows the server’s FORM_VERSION_CHANGED as that notice next to the button, focused, not as an error', () => {
    render(<Harness i18n={createTestI18n()} formError="FORM_VERSION_CHANGED" />);
    expect(screen.queryByRole('alert')).toBeNull();
    const notice = screen.getByText(en.FORM_UPDATED_NOTICE).closest<HTMLElement>('.sf-notice');
    expect(document.activeElement).toBe(notice);
  });
});
