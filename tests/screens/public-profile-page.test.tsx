// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, reply } from './fake-api';
import { createTestQueryClient, renderApp } from './render-app';
import { freshPageForEachTest } from './render-app';

/**
 * The public profile page when GET /api/profiles/{slug} fails: a 404 says there is no such profile; a 429
 * (issue 25: too many referral codes that match nobody from this address) must not, and says to wait.
 */
function answerProfile(status: number, body: unknown) {
  fakeApi({ 'GET /api/profiles/ada1234': () => reply(status, body, { 'retry-after': '600' }) });
}

freshPageForEachTest();

describe('public profile page, when the profile cannot be shown', () => {
  it('a 429 says to wait and offers to try again, instead of "not found"', async () => {
    answerProfile(429, { error: 'TOO_MANY_REQUESTS', message: 'Too many codes that match nobody from this address.' });
    await renderApp('/profiles/ada1234', createTestQueryClient({ fetch: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile unavailable for now' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a 404 says there is no profile at this address', async () => {
    answerProfile(404, { error: 'PROFILE_NOT_FOUND', message: 'No profile.' });
    await renderApp('/profiles/ada1234', createTestQueryClient({ fetch: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('There is no public profile at this address.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
