// @vitest-environment jsdom
/*
 * The almost-there page (W§2, W§4) without a server: the real London form composed from the
 * region files (seeded with its served validator), the answers read from and written to the
 * worker, and the page's states from seeded answers of its calls.
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { DocumentsResponse } from '../../../engine/generated/api/documents-response';
import { getDocumentsQueryOptions } from '../../../screens/shared/documents/api/get-documents';
import type { VerticalStatusResponse } from '../../../engine/generated/api/vertical-status-response';
import { getVerticalStatusQueryOptions } from '../../../screens/apply/api/get-vertical-status';
import { getInterviewDateQueryOptions } from '../../../screens/apply/api/get-interview-date';
import { getOnboardingSlotsQueryOptions } from '../../../screens/apply/api/get-onboarding-slots';
import { almostThereAnswers, almostThereFieldErrors, meUpdateFromAlmostThere } from '../../../screens/apply/almost-there-answers';
import { composeFor } from '../../engine/forms/region-fixture';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import type { Worker } from '../../../engine/generated/api/session-response';
import { seedForm, signInAs, workerFixture, type SignInOptions } from '../auth/auth-fixture';

freshPageForEachTest();

const passed = workerFixture().application!;
const LONDON_ADDRESS = { address1: '1 Example Street', postcode: 'N1 9GU', city: 'London', country: 'UK' };
const interviewApplicant = (overrides: Parameters<typeof workerFixture>[0] = {}) =>
  workerFixture({
    application: { ...passed, status: 'interview', treatments: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_CLASSIC_FACIAL'] },
    ...overrides,
  });

describe('almost-there answers', () => {
  it('starts from what the worker gave, treatments under their service areas', async () => {
    const { schema } = await composeFor('almost-there', { city_id: 'UK-LONDON' });
    const worker = interviewApplicant({
      residentialAddress: { address1: '1 Example Street', postcode: 'N1 9GU', city: 'London', country: 'UK' },
      graduationDate: '2019-06-30',
      weeklyEarningTarget: 600,
    });
    expect(almostThereAnswers(worker, schema)).toMatchObject({
      streetName: '1 Example Street',
      postcode: 'N1 9GU',
      city: 'London',
      graduationDate: '30/06/2019',
      earnings: 600,
      serviceAreas: ['massage', 'beauty'],
      massageTreatments: ['SPECIALITY_SWEDISH_MASSAGE'],
      beautyTreatments: ['SPECIALITY_CLASSIC_FACIAL'],
    });
  });

  it('becomes the PUT /api/me body: address, background, treatments of the chosen areas, cleared answers as null', async () => {
    const { schema } = await composeFor('almost-there', { city_id: 'UK-LONDON' });
    const update = meUpdateFromAlmostThere(
      {
        streetName: ' 1 Example Street ',
        postcode: 'N1 9GU',
        city: 'London',
        graduationDate: '30/06/2019',
        serviceAreas: ['massage'],
        massageTreatments: ['SPECIALITY_DEEP_TISSUE'],
        // An area unticked after choosing its treatments: its list is not sent.
        beautyTreatments: ['SPECIALITY_CLASSIC_FACIAL'],
        school: 'school-1',
        otherSchool: 'left over',
      },
      schema,
    );
    expect(update.residentialAddress).toEqual({ address1: '1 Example Street', postcode: 'N1 9GU', city: 'London' });
    expect(update.application?.treatments).toEqual(['SPECIALITY_DEEP_TISSUE']);
    if ('school' in (schema.properties ?? {})) expect(update.application).toMatchObject({ school: 'school-1', otherSchool: null });
    if ('graduationDate' in (schema.properties ?? {})) expect(update.graduationDate).toBe('30/06/2019');
    if ('earnings' in (schema.properties ?? {})) expect(update.weeklyEarningTarget).toBeNull();
  });

  it('shows the server refusing the treatments on the service-area question', () => {
    expect(almostThereFieldErrors([{ path: '/application/treatments', code: 'FORM_ERROR_INVALID_OPTION' }, { path: '/graduationDate', code: 'FORM_ERROR_DATE_INVALID' }])).toEqual([
      { path: '/serviceAreas', code: 'FORM_ERROR_INVALID_OPTION' },
      { path: '/graduationDate', code: 'FORM_ERROR_DATE_INVALID' },
    ]);
  });
});

const DOCUMENTS: DocumentsResponse = {
  documentTypes: [
    { key: 'dbs-check', name: 'DOCUMENT_TYPE_UK_DBS_CHECK_NAME', contentDescription: 'DOCUMENT_TYPE_UK_DBS_CHECK_DESCRIPTION', hasPriority: false, required: false, multi: false, insurance: false, documents: [] },
    {
      key: 'qualification',
      name: 'DOCUMENT_TYPE_QUALIFICATION_NAME',
      contentDescription: 'DOCUMENT_TYPE_QUALIFICATION_DESCRIPTION',
      hasPriority: true,
      required: true,
      multi: true,
      insurance: false,
      documents: [
        { _id: 'd1', s3ObjectName: 'x', url: '/api/documents/d1/file', originalName: 'diploma.pdf', createdAt: '2026-01-02T10:00:00Z', mimeType: 'application/pdf', size: 120_000, expiresOn: null },
      ],
    },
  ],
  progress: { required: 1, done: 1 },
};

function statusOf(overrides: Partial<VerticalStatusResponse> = {}): VerticalStatusResponse {
  return {
    verticalStatus: 2,
    onboardingButton: true,
    limitedDemandPopup: false,
    bookingLink: '/almost-there?appointmentType=uk-massage',
    interviewBooked: false,
    limitedDemand: false,
    bookableVerticals: ['massage'],
    onboardingVertical: 'massage',
    bookingOpen: true,
    ...overrides,
  };
}

async function openAlmostThere(
  worker: Worker,
  path: string,
  status: VerticalStatusResponse,
  seed: (client: QueryClient) => void = () => undefined,
  session: SignInOptions = {},
) {
  const client = createTestQueryClient();
  await signInAs(client, worker, session);
  await seedForm(client, 'almost-there', { city_id: 'UK-LONDON' });
  client.setQueryData(getVerticalStatusQueryOptions().queryKey, status);
  client.setQueryData(getDocumentsQueryOptions().queryKey, DOCUMENTS);
  seed(client);
  return renderApp(path, client);
}

describe('/almost-there', () => {
  it('shows the screening test as a done step only where the city runs the new sign-up flow', async () => {
    await openAlmostThere(interviewApplicant(), '/almost-there', statusOf());
    const steps = await screen.findByRole('list', { name: 'Your application' }, { timeout: 5000 });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Screening test (done)', '2Your details', '3Agreement']);
    cleanup();

    // Paris and Vienna take no test: two steps, the details the first.
    await openAlmostThere(interviewApplicant(), '/almost-there', statusOf(), undefined, { newSignupFlow: false });
    const noTest = await screen.findByRole('list', { name: 'Your application' }, { timeout: 5000 });
    expect(within(noTest).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Your details', '2Agreement']);
    expect(within(noTest).queryByText(/Screening test/)).toBeNull();
  });

  it('congratulates after a pass, says what the vertical status means and offers the onboarding button', async () => {
    await openAlmostThere(interviewApplicant(), '/almost-there?passed=true', statusOf());
    expect(await screen.findByText('Congratulations, you passed the screening test!')).toBeTruthy();
    expect(screen.getByText(/clients in your city are looking for your treatments/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book my onboarding session' })).toBeTruthy();
    // The address is still missing: the form is there, and the agreement is not offered yet.
    expect(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign the agreement/ })).toBeNull();
    expect(screen.getByText(/Once your details are saved and your onboarding session is booked/)).toBeTruthy();
  });

  it('lists the sessions by day once the button is pressed', async () => {
    await openAlmostThere(interviewApplicant(), '/almost-there', statusOf(), (client) =>
      client.setQueryData(getOnboardingSlotsQueryOptions().queryKey, {
        slots: [
          { id: 's1', startsAt: '2026-07-06T09:00:00Z', endsAt: '2026-07-06T10:30:00Z', remaining: 4, limited: false, vertical: 'massage' },
          { id: 's2', startsAt: '2026-07-07T13:00:00Z', endsAt: '2026-07-07T14:30:00Z', remaining: 1, limited: false, vertical: 'massage' },
        ],
      }),
    );
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Book my onboarding session' }));
    });
    const monday = await screen.findByRole('group', { name: /6 July/ });
    expect(within(monday).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('group', { name: /7 July/ })).toBeTruthy();
    const book = screen.getByRole('button', { name: 'Book this session' });
    expect(book).toHaveProperty('disabled', true);
    fireEvent.click(within(monday).getByRole('radio'));
    expect(book).toHaveProperty('disabled', false);
  });

  it('shows the booked session and, with the details saved, the way on to the agreement', async () => {
    await openAlmostThere(interviewApplicant({ residentialAddress: LONDON_ADDRESS }), '/almost-there', statusOf({ interviewBooked: true, onboardingButton: false }), (client) =>
      client.setQueryData(getInterviewDateQueryOptions().queryKey, { interviewDate: '2026-07-06T09:00:00Z', slotId: 's1' }),
    );
    expect(await screen.findByText(/Your onboarding session is booked. We look forward to meeting you!/)).toBeTruthy();
    expect(screen.getByText(/^Monday 6 July at \d{2}:00$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel this booking' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sign the agreement/ }).getAttribute('href')).toBe('/sign-agreement');
    expect(screen.getByRole('button', { name: 'Edit my details' })).toBeTruthy();
  });

  it('keeps the agreement closed while the offered onboarding session is not booked, details saved or not', async () => {
    await openAlmostThere(interviewApplicant({ residentialAddress: LONDON_ADDRESS }), '/almost-there', statusOf(), undefined, { onboardingBookingPending: true });
    expect(await screen.findByRole('button', { name: 'Edit my details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book my onboarding session' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign the agreement/ })).toBeNull();
    expect(screen.getByText(/Once your details are saved and your onboarding session is booked/)).toBeTruthy();
  });

  it('leads on to the outcome page once the agreement is signed', async () => {
    const signed = interviewApplicant({ residentialAddress: LONDON_ADDRESS, signedLatestAgreement: true, verifiedEmail: true });
    await openAlmostThere(signed, '/almost-there', statusOf({ interviewBooked: true, onboardingButton: false }), (client) =>
      client.setQueryData(getInterviewDateQueryOptions().queryKey, { interviewDate: '2026-07-06T09:00:00Z', slotId: 's1' }),
    );
    expect((await screen.findByRole('link', { name: 'What happens next' })).getAttribute('href')).toBe('/application-success');
    expect(screen.queryByRole('link', { name: /Sign the agreement/ })).toBeNull();
  });

  it('links to the agreement page without a language slug in French too (it takes none)', async () => {
    document.cookie = 'lang=fr_FR; Path=/';
    const paris = interviewApplicant({ residentialAddress: { address1: '1 rue de Rivoli', postcode: '75001', city: 'Paris', country: 'FR' } });
    await openAlmostThere(paris, '/almost-there', statusOf({ interviewBooked: true, onboardingButton: false }), (client) =>
      client.setQueryData(getInterviewDateQueryOptions().queryKey, { interviewDate: '2026-07-06T09:00:00Z', slotId: 's1' }),
    );
    expect((await screen.findByRole('link', { name: /Signer le contrat/ })).getAttribute('href')).toBe('/sign-agreement');
  });

  it('lists the documents per type, required ones marked, with their upload buttons', async () => {
    await openAlmostThere(interviewApplicant(), '/almost-there', statusOf());
    expect(await screen.findByText('1 of 1 required document uploaded')).toBeTruthy();
    const qualification = screen.getByRole('listitem', { name: 'Proof of qualification' });
    expect(within(qualification).getByRole('link', { name: 'diploma.pdf' }).getAttribute('href')).toBe('/api/documents/d1/file');
    expect(within(qualification).getByRole('button', { name: /Add another file/ })).toBeTruthy();
    const dbs = screen.getByRole('listitem', { name: 'DBS check' });
    expect(within(dbs).getByText('Optional')).toBeTruthy();
    expect(within(dbs).getByRole('button', { name: /Upload a file/ })).toBeTruthy();
    // Priority documents come first.
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names.indexOf('Proof of qualification')).toBeLessThan(names.indexOf('DBS check'));
  });

  it('refuses a file over 10 MB against its document type, before sending it', async () => {
    await openAlmostThere(interviewApplicant(), '/almost-there', statusOf());
    const dbs = await screen.findByRole('listitem', { name: 'DBS check' });
    const input = dbs.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], 'dbs.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(within(dbs).getByRole('alert').textContent).toBe('dbs.pdf: This file is too large: a document can be at most 10 MB.');
  });

  it('shows the limited-demand popup as a dialog dismissed by "I understand"', async () => {
    await openAlmostThere(interviewApplicant(), '/almost-there', statusOf({ limitedDemandPopup: true, limitedDemand: true }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Demand for your treatments is limited' });
    expect(within(dialog).getByRole('button', { name: 'I understand' })).toBeTruthy();
    expect(screen.getByText(/held less often at the moment/)).toBeTruthy();
  });

  it("shows a postcode not in the city's country format as an error on the postcode field, before anything is sent (issue 25)", async () => {
    await openAlmostThere(interviewApplicant(), '/almost-there', statusOf());
    const postcode = await screen.findByLabelText(/^Postcode/, {}, { timeout: 5000 });
    const errorUnder = (control: HTMLElement) => {
      const id = (control.getAttribute('aria-describedby') ?? '').split(' ').find((part) => part.endsWith('__error'));
      return id ? (document.getElementById(id)?.textContent ?? null) : null;
    };
    fireEvent.change(postcode, { target: { value: 'NOT A POSTCODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await act(async () => undefined);
    expect(errorUnder(screen.getByLabelText(/^Postcode/))).toBe('Please enter a valid postcode.');
    expect(screen.getByLabelText(/^Postcode/).getAttribute('aria-invalid')).toBe('true');
    // Typed in lower case without the space, a London postcode is fine: it is checked (and sent) normalised.
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'n19gu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await act(async () => undefined);
    expect(errorUnder(screen.getByLabelText(/^Postcode/))).toBeNull();
  });

  it('says when no onboarding can be booked for the treatments, and offers the agreement once saved', async () => {
    const noBooking = statusOf({ verticalStatus: 20, onboardingButton: false, bookingOpen: false, bookableVerticals: [] });
    await openAlmostThere(interviewApplicant({ residentialAddress: LONDON_ADDRESS }), '/almost-there', noBooking);
    expect(await screen.findByText(/We do not offer your treatments in your city/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your onboarding session' })).toBeNull();
    expect(screen.getByRole('link', { name: /Sign the agreement/ })).toBeTruthy();
  });
});
