/**
 * The way in (W§2, R§9) as an applicant to London sees it: the sign-up's not-certified warning,
 * which names the region's minimum qualifications in the reader's language, and the built-in
 * onboarding calendar of the almost-there page, whose list of sessions is as tall as the region's
 * calendar embed. The sign-up form is composed from the set served, as GET /api/forms/signup
 * composes it (server/platform/forms/form-service.ts), with the validator module the server builds.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { composeForm } from '../../../../engine/forms/compose';
import type { FormId } from '../../../../engine/forms/form-ids';
import type { DocumentsResponse } from '../../../../engine/generated/api/documents-response';
import type { VerticalStatusResponse } from '../../../../engine/generated/api/vertical-status-response';
import { scopeQueryOf, validatorModuleUrl } from '../../../../engine/react/use-form-validator';
import { listCities } from '../../../../engine/regions/cities';
import { resolveRegion } from '../../../../engine/regions/resolve';
import { getComposedFormQueryOptions, getValidatorModuleQueryOptions } from '../../../../screens/shared/api/get-composed-form';
import { getDocumentsQueryOptions } from '../../../../screens/shared/documents/api/get-documents';
import { getOnboardingSlotsQueryOptions } from '../../../../screens/apply/api/get-onboarding-slots';
import { getVerticalStatusQueryOptions } from '../../../../screens/apply/api/get-vertical-status';
import en from '../../../../locales/en_GB.json';
import fr from '../../../../locales/fr_FR.json';
import { APP_ENV } from '../../../server/settings/switched-regions';
import { served, servedModule, workerFixture } from '../../auth/auth-fixture';
import { renderApp } from '../../render-app';
import { row, type ScreenContext } from '../screen-row';

const LONDON = { city_id: 'UK-LONDON' } as const;

/** A form of London composed from the set served, and its validator module, as the server answers them. */
async function seedServedForm(ctx: ScreenContext, client: QueryClient, formId: FormId): Promise<void> {
  const composed = served(composeForm(formId, resolveRegion(ctx.set, LONDON, APP_ENV), { cities: listCities(ctx.set), schools: [] }));
  client.setQueryData(getComposedFormQueryOptions(formId, LONDON).queryKey, composed);
  client.setQueryData(getValidatorModuleQueryOptions(validatorModuleUrl(formId, scopeQueryOf(LONDON))).queryKey, await servedModule(composed.schema));
}

/** The not-certified warning's text on London's sign-up page at `path`, once "not certified" is chosen. */
async function notCertifiedWarning(ctx: ScreenContext, path: string, locale: { SIGNUP_CERTIFIED_NOT_CERTIFIED: string; SIGNUP_NOT_CERTIFIED_WARNING: string }) {
  const client = ctx.client();
  await seedServedForm(ctx, client, 'signup');
  await renderApp(path, client);
  const main = within(await screen.findByRole('main'));
  await act(async () => {
    fireEvent.click(await main.findByLabelText(locale.SIGNUP_CERTIFIED_NOT_CERTIFIED, undefined, { timeout: 5000 }));
  });
  const title = main.getByText(locale.SIGNUP_NOT_CERTIFIED_WARNING);
  return title.closest('.sf-callout')?.querySelector('.sf-callout__text')?.textContent;
}

/** An applicant who passed the screening test and is to book an onboarding session. */
const applicant = () => {
  const passed = workerFixture().application!;
  return workerFixture({ application: { ...passed, status: 'interview', treatments: ['SPECIALITY_SWEDISH_MASSAGE'] } });
};

const STATUS: VerticalStatusResponse = {
  verticalStatus: 2,
  onboardingButton: true,
  limitedDemandPopup: false,
  bookingLink: '/almost-there?appointmentType=uk-massage',
  interviewBooked: false,
  limitedDemand: false,
  bookableVerticals: ['massage'],
  onboardingVertical: 'massage',
  bookingOpen: true,
};

const DOCUMENTS: DocumentsResponse = { documentTypes: [], progress: { required: 0, done: 0 } };

/** The almost-there page opened from the region's booking link (the calendar shows at once): the list of sessions' maximum height. */
async function sessionListMaxHeight(ctx: ScreenContext) {
  const client = ctx.signedIn(applicant());
  await seedServedForm(ctx, client, 'almost-there');
  client.setQueryData(getVerticalStatusQueryOptions().queryKey, STATUS);
  client.setQueryData(getDocumentsQueryOptions().queryKey, DOCUMENTS);
  client.setQueryData(getOnboardingSlotsQueryOptions().queryKey, {
    slots: [{ id: 's1', startsAt: '2030-07-01T09:00:00Z', endsAt: '2030-07-01T10:30:00Z', remaining: 4, limited: false, vertical: 'massage' }],
  });
  await renderApp('/almost-there?appointmentType=uk-massage', client);
  const day = await screen.findByRole('group', { name: /1 July/ }, { timeout: 5000 });
  // The list scrolls past it (overflow-y: auto, almost-there-page.css).
  return day.closest<HTMLElement>('.onboarding-calendar__days')!.style.maxHeight;
}

export const applyRows = [
  row({
    setting: 'qualificationTexts',
    says: "the not-certified warning names the region's minimum qualifications, in the reader's language",
    scope: { country_id: 'UK' },
    to: {
      massage: { en_GB: 'an ITEC level 3 diploma in massage', fr_FR: 'un diplôme ITEC de niveau 3 en massage', de_AT: 'ein ITEC-Diplom der Stufe 3 in Massage' },
      facials: { en_GB: 'an NVQ level 2 in beauty therapy' },
    },
    probe: async (ctx) => {
      const english = await notCertifiedWarning(ctx, '/signup?city_id=UK-LONDON', en);
      cleanup();
      const french = await notCertifiedWarning(ctx, '/fr/signup?city_id=UK-LONDON', fr);
      return { english, french };
    },
    real: {
      english: 'Come back once you hold a recognised qualification: level 3 in massage, level 2 in beauty for facials and a bachelor’s degree in osteopathy.',
      french:
        'Revenez lorsque vous aurez un diplôme reconnu : niveau 3 en massage, niveau 2 en esthétique pour les soins du visage et une licence en ostéopathie.',
    },
    switched: {
      english: 'Come back once you hold a recognised qualification: an ITEC level 3 diploma in massage and an NVQ level 2 in beauty therapy.',
      // No French text for facials: the English one.
      french: 'Revenez lorsque vous aurez un diplôme reconnu : un diplôme ITEC de niveau 3 en massage et an NVQ level 2 in beauty therapy.',
    },
  }),
  row({
    setting: 'calendarEmbedHeight',
    says: "the onboarding calendar's list of sessions is at most that tall, and scrolls past it",
    scope: { city_id: 'UK-LONDON' },
    to: 480,
    probe: sessionListMaxHeight,
    real: '800px',
    switched: '480px',
  }),
];
