// @vitest-environment jsdom
/*
 * The journey's routes on the real routes table: who may open them, the redirects of W§2, the
 * signing page without the site's header and footer, the landings and the outcome pages.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { routeRulesOf } from '../../../screens/app/guards/route-access';
import { getInterviewDateQueryOptions } from '../../../screens/apply/api/get-interview-date';
import { getSignatureRequestPageQueryOptions } from '../../../screens/apply/api/get-signature-request-page';
import { getIndeedLandingQueryOptions } from '../../../screens/landing/api/get-indeed-landing';
import { getPartnershipQueryOptions } from '../../../screens/landing/api/get-partnership';
import { createTestQueryClient, freshPageForEachTest, renderApp, routesTable } from '../render-app';
import { signInAs, workerFixture } from '../auth/auth-fixture';

freshPageForEachTest();

async function landsOn(path: string, client = createTestQueryClient()): Promise<string> {
  const { router } = await renderApp(path, client);
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return `${router.state.location.pathname}${router.state.location.search}`;
}

const application = workerFixture().application!;

describe('applicant journey routes', () => {
  it('names the page of each route, whose line of the access table says who may open it (W§2)', () => {
    const routes = routesTable();
    const pages = {
      '/competency-test': 'competencyTest',
      '/almost-there': 'almostThere',
      '/sign-agreement': 'signAgreement',
      '/application-success': 'applicationSuccess',
      '/application-declined': 'applicationDeclined',
      '/apply/massageworld': 'applyLanding',
      '/fr/apply/x': 'applyLanding',
      '/de/apply/x': 'applyLanding',
      '/indeed-landing/abc': 'indeedLanding',
    };
    for (const [path, page] of Object.entries(pages)) expect({ path, page: routeRulesOf(routes, path).page }).toEqual({ path, page });
  });

  it('sends /massageworld to the English apply page of that partner, also for a French visitor', async () => {
    document.cookie = 'lang=fr_FR; Path=/';
    expect(await landsOn('/massageworld')).toBe('/apply/massageworld');
  });

  it('sends /job-advert/{stub} to /indeed-landing/{stub}', async () => {
    expect(await landsOn('/job-advert/masseur-domicile-paris')).toBe('/indeed-landing/masseur-domicile-paris');
  });

  it('keeps an applicant in the test stage out of the later steps', async () => {
    const client = createTestQueryClient();
    await signInAs(client, workerFixture({ application: { ...application, status: 'in-review' } }));
    expect(await landsOn('/almost-there', client)).toBe('/competency-test');
    cleanup();
    expect(await landsOn('/sign-agreement', client)).toBe('/competency-test');
  });
});

describe('the signing page', () => {
  it('shows the agreement on its own, without the site header and footer', async () => {
    const client = createTestQueryClient();
    client.setQueryData(getSignatureRequestPageQueryOptions('tok', 'en_GB').queryKey, {
      version: 'UK-2026-01',
      language: 'en_GB',
      text: 'Partnership agreement\nVersion UK-2026-01.\n\n1. The parties\nUs and you.',
      textSha256: 'a'.repeat(64),
      signerName: 'Ada Lovelace',
      effectiveFrom: '2026-01-01',
      alreadySigned: false,
      signedAt: null,
    });
    await renderApp('/sign/tok?language=en_GB', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partnership agreement' })).toBeTruthy();
    // No site navigation, skip link or footer around it.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: /skip/i })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByText(/1\. The parties/)).toBeTruthy();
    expect((screen.getByLabelText('Your full name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(screen.getByRole('checkbox', { name: /I have read the partnership agreement \(version UK-2026-01\)/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Sign the agreement' })).toBeTruthy();
  });

  it('says an agreement already signed is signed', async () => {
    const client = createTestQueryClient();
    client.setQueryData(getSignatureRequestPageQueryOptions('tok', null).queryKey, {
      version: 'UK-2026-01',
      language: 'en_GB',
      text: 'Text',
      textSha256: 'a'.repeat(64),
      signerName: 'Ada Lovelace',
      effectiveFrom: '2026-01-01',
      alreadySigned: true,
      signedAt: '2026-02-01T10:00:00Z',
    });
    await renderApp('/sign/tok', client);
    expect((await screen.findByRole('status')).textContent).toContain('Signed, thank you!');
    expect(screen.queryByRole('button', { name: 'Sign the agreement' })).toBeNull();
  });
});

describe('landings', () => {
  it('shows a partner with its logo and leads into sign-up with the partner and city', async () => {
    const client = createTestQueryClient();
    client.setQueryData(getPartnershipQueryOptions('massageworld', 'en_GB').queryKey, {
      id: 'massageworld',
      name: 'MassageWorld',
      copy: 'Graduates of MassageWorld can start taking mobile bookings in London.',
      logoUrl: '/images/partners/massageworld.svg',
      cityId: 'UK-LONDON',
    });
    await renderApp('/apply/massageworld', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join us with MassageWorld' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'MassageWorld' }).getAttribute('src')).toBe('/images/partners/massageworld.svg');
    expect(screen.getByRole('link', { name: 'Create my account' }).getAttribute('href')).toBe('/signup?partnership_id=massageworld&city_id=UK-LONDON');
  });

  it('shows a job advert with its city and the ways to apply, in the page language', async () => {
    const client = createTestQueryClient();
    client.setQueryData(getIndeedLandingQueryOptions('masseur-domicile-paris', 'en_GB').queryKey, {
      title: 'Mobile massage therapist – Paris, self-employed',
      city: 'Paris',
      copy: 'Give massages at home.\n\nYou need training.',
      city_id: 'FR-PARIS',
      language: 'en_GB',
    });
    await renderApp('/indeed-landing/masseur-domicile-paris', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile massage therapist – Paris, self-employed' })).toBeTruthy();
    expect(screen.getByText('Paris')).toBeTruthy();
    expect(screen.getByText('You need training.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/signup?city_id=FR-PARIS');
    expect(screen.getByRole('link', { name: 'Create my account' }).getAttribute('href')).toBe('/signup?city_id=FR-PARIS');
  });

  it('shows a loading state while the advert loads', async () => {
    await renderApp('/indeed-landing/anything');
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
  });
});

describe('outcome pages', () => {
  it('tells a successful applicant when their onboarding session is', async () => {
    const client = createTestQueryClient();
    await signInAs(
      client,
      workerFixture({
        residentialAddress: { address1: '1 Example Street', postcode: 'N1 9GU', city: 'London', country: 'UK' },
        application: { ...application, status: 'interview' },
        signedLatestAgreement: true,
        verifiedEmail: true,
      }),
    );
    client.setQueryData(getInterviewDateQueryOptions().queryKey, { interviewDate: '2026-07-06T09:00:00Z', slotId: 's1' });
    await renderApp('/application-success', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application is complete' })).toBeTruthy();
    expect(screen.getByText(/Your onboarding session:/).textContent).toMatch(/Monday 6 July at \d{2}:00/);
  });

  it('explains a decline for lack of experience and links to the article on gaining it', async () => {
    const client = createTestQueryClient();
    await signInAs(client, workerFixture({ application: { ...application, status: 'declined', lastScreeningQuestionnaireFailReason: 'Not enough experience' } }));
    await renderApp('/application-declined', client);
    expect(await screen.findByText(/already have some professional experience/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to gain professional experience' }).getAttribute('href')).toBe('/faq/gaining-professional-experience');
  });

  it('explains a decline for a low score', async () => {
    const client = createTestQueryClient();
    await signInAs(client, workerFixture({ application: { ...application, status: 'declined', lastScreeningQuestionnaireFailReason: 'Low score' } }));
    await renderApp('/application-declined', client);
    expect(await screen.findByText(/your screening test did not reach the score/)).toBeTruthy();
  });
});
