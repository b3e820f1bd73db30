import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMPETENCY_TEST_STAGE, competencyTestPollOutcome, type PollOutcome } from '../../engine/rules/competency-test';
import { getMeQueryOptions } from '../app/session/get-me';

/** W§4, W§9: the results are asked for every 5 s, for up to 20 s. */
export const RESULTS_POLL_INTERVAL_MS = 5_000;
export const RESULTS_POLL_TIMEOUT_MS = 20_000;

const NO_APPLICATION = { status: 'in-review', lastSubmittedScreeningQuestionnaireAt: null, lastScreeningQuestionnaireFailReason: null } as const;

/**
 * Polls the session (GET /api/me: the `['me']` query itself, so the route guards see the result
 * too) while the test is being scored and reports the first decisive outcome
 * (`competencyTestPollOutcome`: a pass, a fail, or "not ready" past the timeout) once. Only
 * answers asked for after the poll started count. Mount it once per attempt (a `key`).
 */
export function useResultsPolling(onOutcome: (outcome: PollOutcome) => void): void {
  const [startedAt] = useState(() => Date.now());
  const [settled, setSettled] = useState(false);
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });

  const poll = useQuery({
    ...getMeQueryOptions(),
    enabled: !settled,
    refetchInterval: settled ? false : RESULTS_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    // Ask at once: what the cache holds is from before the answers were scored.
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (settled || !poll.data || poll.dataUpdatedAt < startedAt) return;
    const application = poll.data.worker.application ?? NO_APPLICATION;
    const outcome = competencyTestPollOutcome(application, poll.dataUpdatedAt - startedAt, RESULTS_POLL_TIMEOUT_MS);
    if (outcome.kind === 'stage' && outcome.stage === COMPETENCY_TEST_STAGE.PROCESSING) return;
    setSettled(true);
    report.current(outcome);
  }, [poll.data, poll.dataUpdatedAt, settled, startedAt]);

  // A request that hangs or keeps failing still ends in "try later", a poll later than the last one.
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => {
      setSettled(true);
      report.current({ kind: 'stage', stage: COMPETENCY_TEST_STAGE.RESULTS_NOT_READY });
    }, RESULTS_POLL_TIMEOUT_MS + RESULTS_POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [settled]);
}
