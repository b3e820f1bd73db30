// @vitest-environment jsdom
/*
 * Every screen of the competency test (W§4 stages 1–7) rendered from its stage, and the page
 * on the real routes table deciding the stage on load from the application.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { COMPETENCY_TEST_STAGE, type CompetencyTestStage } from '../../../engine/rules/competency-test';
import { AppProviders } from '../../../screens/app/app';
import { CompetencyTestStageScreen } from '../../../screens/apply/competency-test-stages';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { signInAs, workerFixture } from '../auth/auth-fixture';

freshPageForEachTest();

function renderStage(stage: CompetencyTestStage, overrides: Partial<Parameters<typeof CompetencyTestStageScreen>[0]> = {}) {
  const handlers = { onStart: vi.fn(), onContinue: vi.fn(), onRetry: vi.fn() };
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <CompetencyTestStageScreen stage={stage} {...handlers} form={<p>the questions</p>} {...overrides} />
      </MemoryRouter>
    </AppProviders>,
  );
  return handlers;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('competency-test stages', () => {
  it('6: explains the test and starts it', () => {
    const { onStart } = renderStage(COMPETENCY_TEST_STAGE.PRE_SCREENING);
    expect(heading()).toBe('Your screening test');
    expect(screen.getByText(/Ten multiple-choice questions/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('6: shows a failed start and keeps the button busy while starting', () => {
    renderStage(COMPETENCY_TEST_STAGE.PRE_SCREENING, { starting: true, startError: 'This step is not available.' });
    expect(screen.getByRole('alert').textContent).toBe('This step is not available.');
    expect(screen.getByRole('button', { name: 'Starting…' })).toHaveProperty('disabled', true);
  });

  it('7: shows the questionnaire', () => {
    renderStage(COMPETENCY_TEST_STAGE.FORM);
    expect(heading()).toBe('Screening test');
    expect(screen.getByText('the questions')).toBeTruthy();
  });

  it('2: started but not completed leads back to the questions', () => {
    const { onContinue } = renderStage(COMPETENCY_TEST_STAGE.STARTED_NOT_COMPLETED);
    expect(heading()).toBe('Finish your screening test');
    fireEvent.click(screen.getByRole('button', { name: 'Continue the test' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('1: processing says to wait, with a live status', () => {
    renderStage(COMPETENCY_TEST_STAGE.PROCESSING);
    expect(heading()).toBe('We are checking your answers');
    expect(screen.getByRole('status').textContent).toContain('Checking your answers');
  });

  it('4: results not ready offers to try again', () => {
    const { onRetry } = renderStage(COMPETENCY_TEST_STAGE.RESULTS_NOT_READY);
    expect(heading()).toBe('Your result is not ready yet');
    fireEvent.click(screen.getByRole('button', { name: 'Check my result again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('3: a low score says so, with the help centre', () => {
    renderStage(COMPETENCY_TEST_STAGE.FAILED_LOW_SCORE);
    expect(screen.getByText(/did not reach the score we need/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit the help centre' }).getAttribute('href')).toBe('/faq');
  });

  it('5: not enough experience links to the FAQ article on gaining experience (W§2)', () => {
    renderStage(COMPETENCY_TEST_STAGE.FAILED_NOT_ENOUGH_EXPERIENCE);
    expect(screen.getByText(/less than we ask for/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to gain professional experience' }).getAttribute('href')).toBe('/faq/gaining-professional-experience');
  });

  it('marks the test as the current step of the application', () => {
    renderStage(COMPETENCY_TEST_STAGE.PRE_SCREENING);
    const steps = screen.getByRole('list', { name: 'Your application' });
    expect(within(steps).getByText('Screening test').closest('li')?.getAttribute('aria-current')).toBe('step');
  });
});

describe('/competency-test on load', () => {
  const application = workerFixture().application!;

  it('shows the pre-screening page to a submitted applicant', async () => {
    const client = createTestQueryClient();
    await signInAs(client, workerFixture({ application: { ...application, status: 'submitted' } }));
    await renderApp('/competency-test', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your screening test' })).toBeTruthy();
  });

  it('asks an applicant who started without answering to continue', async () => {
    const client = createTestQueryClient();
    await signInAs(client, workerFixture({ application: { ...application, status: 'in-review' } }));
    await renderApp('/competency-test', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Finish your screening test' })).toBeTruthy();
  });

  it('waits for the result once the answers were sent', async () => {
    const client = createTestQueryClient();
    await signInAs(client, workerFixture({ application: { ...application, status: 'in-review', lastSubmittedScreeningQuestionnaireAt: '2026-01-01T10:00:00Z' } }));
    await renderApp('/competency-test', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'We are checking your answers' })).toBeTruthy();
  });
});
