// @vitest-environment jsdom
/**
 * The forms' field events (issue 29): nothing is sent or kept before the visitor accepts analytics in
 * the cookie banner (nor with "Only necessary", nor with Global Privacy Control); after "Accept", what
 * the person does goes in batches (a beacon when the page is left) with question names and error codes,
 * never what they typed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { FormEventsBatch } from '../../../engine/generated/api/form-events-batch';
import { FormActivityContext } from '../../../engine/react/form-activity';
import { FORM_VISITOR_KEY_STORAGE } from '../../../screens/shared/analytics-consent';
import { useFormActivityReporter, type FormEventTransport } from '../../../screens/shared/forms/form-activity-reporter';
import { createI18n } from '../../../screens/shared/i18n/i18n';
import { CookieBanner } from '../../../screens/app/layout/cookie-banner';
import { composed, createTestI18n, Harness } from '../engine-react/form-fixture';
import { clearCookies } from '../render-app';

const versioned = { ...composed, version: 'v1-abc' };
const TYPED = 'someone.private@example.com';

function recorder() {
  const batches: FormEventsBatch[] = [];
  const transport: FormEventTransport = {
    send: async (batch) => void batches.push(batch),
    beacon: (batch) => (batches.push(batch), true),
  };
  return { batches, transport };
}

function Measured({ transport, children }: { transport: FormEventTransport; children: ReactNode }) {
  const activity = useFormActivityReporter(versioned, transport);
  return <FormActivityContext.Provider value={activity}>{children}</FormActivityContext.Provider>;
}

function fillInAndLeave(transport: FormEventTransport) {
  render(
    <Measured transport={transport}>
      <Harness i18n={createTestI18n()} composed={versioned} />
    </Measured>,
  );
  const email = screen.getByLabelText(/^Email address/);
  act(() => email.focus());
  fireEvent.keyDown(email, { key: 'a' });
  fireEvent.change(email, { target: { value: TYPED } });
  fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('form field events', () => {
  it('sends and keeps nothing before the visitor chose', () => {
    const { batches, transport } = recorder();
    fillInAndLeave(transport);
    expect(batches).toEqual([]);
    expect(localStorage.getItem(FORM_VISITOR_KEY_STORAGE)).toBeNull();
  });

  it('after "Accept": the questions reached and answered, the first error by code, the abandon, in one batch without the typed value', () => {
    document.cookie = 'cookie_banner_dismissed=1; Path=/';
    const { batches, transport } = recorder();
    fillInAndLeave(transport);
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch).toMatchObject({ formId: 'signup', scope: 'UK-LONDON', formVersion: 'v1-abc' });
    expect(batch.visitorKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(localStorage.getItem(FORM_VISITOR_KEY_STORAGE)).toBe(batch.visitorKey);
    const events = batch.events.map(({ type, field, code }) => ({ type, field, code }));
    expect(events).toContainEqual({ type: 'focus', field: 'email', code: undefined });
    expect(events).toContainEqual({ type: 'answer', field: 'email', code: undefined });
    // The failed submit showed errors on the required questions left empty.
    expect(events).toContainEqual({ type: 'error', field: 'certified', code: 'FORM_ERROR_REQUIRED' });
    expect(events.at(-1)?.type).toBe('abandon');
    expect(events.filter((e) => e.type === 'submit')).toEqual([]);
    expect(JSON.stringify(batches)).not.toContain(TYPED);
  });

  it('sends nothing when the browser asks for Global Privacy Control, even after "Accept"', () => {
    document.cookie = 'cookie_banner_dismissed=1; Path=/';
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    const { batches, transport } = recorder();
    fillInAndLeave(transport);
    expect(batches).toEqual([]);
  });

  it('"Only necessary" in the cookie banner: the banner goes, nothing is sent, an earlier key is forgotten', () => {
    localStorage.setItem(FORM_VISITOR_KEY_STORAGE, 'an-earlier-visitor-key');
    const client = new QueryClient();
    client.setQueryData(['config', null, 'UK'], { keyValues: { cookieBannerDismissalMaxAgeDays: 365 } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={createI18n('en_GB')}>
          <CookieBanner />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(document.cookie).toContain('cookie_banner_dismissed=0');
    expect(localStorage.getItem(FORM_VISITOR_KEY_STORAGE)).toBeNull();
    cleanup();
    const { batches, transport } = recorder();
    fillInAndLeave(transport);
    expect(batches).toEqual([]);
  });
});
