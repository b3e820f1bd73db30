import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMPETENCY_TEST_STAGE, competencyTestPollOutcome, type PollOutcome } from '../../engine/rules/competency-test';
import { getMe, type MeResponse } from '../app/session/get-me';

/** W§4, W§9: the results are asked for every 5 s, for up to 20 s. */
export const RESULTS_POLL_INTERVAL_MS = 5_000;
export const RESULTS_POLL_TIMEOUT_MS = 20_000;

const NO_APPLICATION = { status: 'in-review', lastSubmittedScreeningQuestionnaireAt: null, lastScreeningQuestionnaireFailReason: null } as const;

/**
 * Polls GET /api/me while the test is being scored and reports the first decisive outcome
 * (`competencyTestPollOutcome`: a pass, a fail, or "not ready" past the timeout) once, with the
 * answer it came from (null when the last polls failed). Mount it once per attempt (a `key`).
 */
export function useResultsPolling(onOutcome: (outcome: PollOutcome, me: MeResponse | null) => void): void {
  const [startedAt] = useState(() => Date.now());
  const [settled, setSettled] = useState(false);
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });

  const poll = useQuery({
    queryKey: ['competency-test-results', startedAt],
    queryFn: getMe,
    enabled: !settled,
    refetchInterval: settled ? false : RESULTS_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (settled || !poll.data) return;
    const application = poll.data.worker.application ?? NO_APPLICATION;
    const outcome = competencyTestPollOutcome(application, poll.dataUpdatedAt - startedAt, RESULTS_POLL_TIMEOUT_MS);
    if (outcome.kind === 'stage' && outcome.stage === COMPETENCY_TEST_STAGE.PROCESSING) return;
    setSettled(true);
    report.current(outcome, poll.data);
  }, [poll.data, poll.dataUpdatedAt, settled, startedAt]);

  // A request that hangs or keeps failing still ends in "try later", a poll later than the last one.
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => {
      setSettled(true);
      report.current({ kind: 'stage', stage: COMPETENCY_TEST_STAGE.RESULTS_NOT_READY }, null);
    }, RESULTS_POLL_TIMEOUT_MS + RESULTS_POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [settled]);
}
