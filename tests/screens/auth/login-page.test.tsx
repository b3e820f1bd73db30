// @vitest-environment jsdom
/*
 * The login page as a person uses it, without a server: the real composed login form and its
 * served validator (seeded), the real routes table. What needs the server (a wrong password,
 * a successful login) is covered by the browser journeys.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import type { Worker } from '../../../engine/generated/api/session-response';
import { activeWorker, seedForm, signInAs } from './auth-fixture';

freshPageForEachTest();

async function openLogin(path: string, country: 'UK' | 'FR' = 'UK', as?: Worker) {
  const client = createTestQueryClient();
  if (as) await signInAs(client, as);
  await seedForm(client, 'login', { country_id: country });
  const view = await renderApp(path, client);
  // The first render loads the page's chunk: slow on a busy machine.
  await screen.findByRole('button', { name: country === 'FR' ? 'Se connecter' : 'Log in' }, { timeout: 5000 });
  return view;
}

describe('login page', () => {
  it('asks for the e-mail and password before sending anything, and says what is missing', async () => {
    await openLogin('/login');
    const main = within(screen.getByRole('main'));
    await act(async () => {
      fireEvent.click(main.getByRole('button', { name: 'Log in' }));
    });
    expect(main.getByText(/Some answers need your attention/)).toBeTruthy();
    expect(main.getByText('Please enter your email address.')).toBeTruthy();
    expect(main.getByText('This field is required.')).toBeTruthy();
    const email = main.getByLabelText(/Email address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(main.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first question to fix.
    expect(document.activeElement).toBe(email);
  });

  it('shows and hides the password', async () => {
    await openLogin('/login');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'secret1' } });
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: /Show password/i }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: /Hide password/i }));
    expect(password.type).toBe('password');
  });

  it('links to the password reset and to sign-up in the page language', async () => {
    await openLogin('/fr/login', 'FR');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' }).getAttribute('href')).toBe('/fr/forgot-password');
    expect(screen.getByRole('link', { name: 'Postuler' }).getAttribute('href')).toBe('/fr/signup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion');
  });

  it('fills in the e-mail from the link that led here', async () => {
    await openLogin('/login?email=ada%40example.com');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('has a student version with links to the student pages', async () => {
    await openLogin('/students-login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Student login');
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/students-forgot-password');
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/students-signup');
  });

  it('tells someone already logged in on plain /login who they are, with a way on and Log out', async () => {
    await openLogin('/login', 'UK', activeWorker({ email: 'grace@example.com' }));
    const notice = screen.getByText(/already logged in as grace@example.com/).closest('div');
    expect(notice).not.toBeNull();
    expect(within(notice!.parentElement!).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(within(notice!.parentElement!).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
