import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMPETENCY_TEST_STAGE, competencyTestPollOutcome, type PollOutcome } from '../../engine/rules/competency-test';
import { getMeQueryOptions } from '../shared/session/get-me';

/** W§4, W§9: how often and how long the results are asked for (the region's screeningResultsPoll* settings: 5 s, 20 s). */
export interface ResultsPollTiming {
  intervalMs: number;
  timeoutMs: number;
}

const NO_APPLICATION = { status: 'in-review', lastSubmittedScreeningQuestionnaireAt: null, lastScreeningQuestionnaireFailReason: null } as const;

/**
 * Polls the session (GET /api/me: the `['me']` query itself, so the route guards see the result
 * too) while the test is being scored and reports the first decisive outcome
 * (`competencyTestPollOutcome`: a pass, a fail, or "not ready" past the timeout) once. Only
 * answers asked for after the poll started count. Mount it once per attempt (a `key`).
 */
export function useResultsPolling(onOutcome: (outcome: PollOutcome) => void, timing: ResultsPollTiming): void {
  const [startedAt] = useState(() => Date.now());
  const [settled, setSettled] = useState(false);
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });

  const poll = useQuery({
    ...getMeQueryOptions(),
    enabled: !settled,
    refetchInterval: settled ? false : timing.intervalMs,
    refetchIntervalInBackground: true,
    // Ask at once: what the cache holds is from before the answers were scored.
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (settled || !poll.data || poll.dataUpdatedAt < startedAt) return;
    const application = poll.data.worker.application ?? NO_APPLICATION;
    const outcome = competencyTestPollOutcome(application, poll.dataUpdatedAt - startedAt, timing.timeoutMs);
    if (outcome.kind === 'stage' && outcome.stage === COMPETENCY_TEST_STAGE.PROCESSING) return;
    setSettled(true);
    report.current(outcome);
  }, [poll.data, poll.dataUpdatedAt, settled, startedAt, timing.timeoutMs]);

  // A request that hangs or keeps failing still ends in "try later", a poll later than the last one.
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => {
      setSettled(true);
      report.current({ kind: 'stage', stage: COMPETENCY_TEST_STAGE.RESULTS_NOT_READY });
    }, timing.timeoutMs + timing.intervalMs);
    return () => clearTimeout(timer);
  }, [settled, timing.timeoutMs, timing.intervalMs]);
}
