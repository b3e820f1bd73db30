/**
 * Drop-off per question from field events (issue 29): the visit state one batch after another, and what
 * it adds to the daily aggregates. Summing contributionDelta over a visitor's batches must give what the
 * final visit alone contributes: a person who leaves, comes back and finishes counts once, as finished.
 */
import { describe, expect, it } from 'vitest';
import {
  applyFieldEvents,
  contributionDelta,
  contributionsOf,
  type BatchArrival,
  type FieldContribution,
  type FieldEvent,
  type FormVisit,
} from '../../../engine/insights/form-visit';

const arrival = (over: Partial<BatchArrival> = {}): BatchArrival => ({ scope: 'UK-LONDON', versionId: 3, environment: 'production', day: '2026-05-04', ...over });
let clock = Date.parse('2026-05-04T10:00:00Z');
const ev = (type: FieldEvent['type'], field?: string, code?: string): FieldEvent => ({ type, ...(field ? { field } : {}), ...(code ? { code } : {}), at: new Date((clock += 1000)).toISOString() });

/** The aggregates as the server keeps them: every batch's delta added up, zero rows dropped. */
function aggregate(batches: { arrival: BatchArrival; events: FieldEvent[] }[]) {
  const rows = new Map<string, FieldContribution>();
  let visit: FormVisit | null = null;
  for (const batch of batches) {
    const next: FormVisit = applyFieldEvents('signup', visit, batch.arrival, batch.events).visit;
    for (const d of contributionDelta(visit, next)) {
      const key = [d.scope, d.day, d.versionId, d.environment, d.field].join('|');
      const row = rows.get(key) ?? { ...d, reached: 0, answered: 0, leftFrom: 0, finished: 0 };
      row.reached += d.reached;
      row.answered += d.answered;
      row.leftFrom += d.leftFrom;
      row.finished += d.finished;
      rows.set(key, row);
    }
    visit = next;
  }
  const nonZero = [...rows.values()].filter((r) => r.reached || r.answered || r.leftFrom || r.finished);
  return { visit: visit!, rows: nonZero };
}

const byField = (rows: FieldContribution[]) => Object.fromEntries(rows.map((r) => [`${r.scope}:${r.field}`, [r.reached, r.answered, r.leftFrom, r.finished]]));

describe('a visit of the sign-up', () => {
  it('counts the questions reached and answered and the one the visitor left from', () => {
    const { rows } = aggregate([{ arrival: arrival(), events: [ev('focus', 'firstName'), ev('answer', 'firstName'), ev('focus', 'lastName'), ev('abandon', 'lastName')] }]);
    expect(byField(rows)).toEqual({
      'UK-LONDON:': [1, 0, 0, 0],
      'UK-LONDON:firstName': [1, 1, 0, 0],
      'UK-LONDON:lastName': [1, 0, 1, 0],
    });
  });

  it('a person who leaves, comes back days later and finishes counts once, as finished, on the day they began', () => {
    const { rows, visit } = aggregate([
      { arrival: arrival(), events: [ev('focus', 'firstName'), ev('answer', 'firstName'), ev('focus', 'mobile'), ev('abandon', 'mobile')] },
      { arrival: arrival({ day: '2026-05-09', versionId: 4 }), events: [ev('focus', 'mobile'), ev('answer', 'mobile'), ev('focus', 'email'), ev('answer', 'email')] },
      { arrival: arrival({ day: '2026-05-09', versionId: 4 }), events: [ev('submit')] },
    ]);
    expect(visit).toMatchObject({ day: '2026-05-04', versionId: 3, finished: true });
    expect(byField(rows)).toEqual({
      'UK-LONDON:': [1, 0, 0, 1],
      'UK-LONDON:firstName': [1, 1, 0, 0],
      'UK-LONDON:mobile': [1, 1, 0, 0],
      'UK-LONDON:email': [1, 1, 0, 0],
    });
    expect(new Set(rows.map((r) => r.day))).toEqual(new Set(['2026-05-04']));
  });

  it('a visitor who changes city moves to the new scope: nothing stays counted in the old one', () => {
    const { rows } = aggregate([
      { arrival: arrival({ scope: 'UK' }), events: [ev('focus', 'city_id'), ev('answer', 'city_id')] },
      { arrival: arrival({ scope: 'UK-LONDON' }), events: [ev('focus', 'firstName')] },
    ]);
    expect(byField(rows)).toEqual({
      'UK-LONDON:': [1, 0, 0, 0],
      'UK-LONDON:city_id': [1, 1, 0, 0],
      'UK-LONDON:firstName': [1, 0, 1, 0],
    });
  });

  it('a visit that ends before any question is left from the form itself', () => {
    const { rows } = aggregate([{ arrival: arrival(), events: [ev('abandon')] }]);
    expect(byField(rows)).toEqual({ 'UK-LONDON:': [1, 0, 1, 0] });
  });

  it('errors are counted per question and code; they do not make a question reached, and stay finished after a submit', () => {
    const first = applyFieldEvents('signup', null, arrival(), [ev('error', 'email', 'FORM_ERROR_EMAIL_INVALID'), ev('error', undefined, 'TOO_MANY_REQUESTS'), ev('submit')]);
    expect(first.errors).toEqual([
      { field: 'email', code: 'FORM_ERROR_EMAIL_INVALID' },
      { field: '', code: 'TOO_MANY_REQUESTS' },
    ]);
    expect(first.visit.reached).toEqual([]);
    const again = applyFieldEvents('signup', first.visit, arrival(), [ev('focus', 'email'), ev('abandon', 'email')]);
    expect(again.visit.finished).toBe(true);
    expect(contributionsOf(again.visit).find((r) => r.field === 'email')).toMatchObject({ reached: 1, leftFrom: 0 });
  });

  it('ignores names that are no question of the form (nothing invented reaches the aggregates)', () => {
    const { visit, errors } = applyFieldEvents('signup', null, arrival(), [ev('focus', 'notAQuestion'), ev('answer', 'iban'), ev('error', 'madeUp', 'X')]);
    expect(visit.reached).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('takes events in the order they happened, whatever order the batch lists them in', () => {
    const a = ev('focus', 'firstName');
    const b = ev('focus', 'lastName');
    expect(applyFieldEvents('signup', null, arrival(), [b, a]).visit.lastField).toBe('lastName');
  });

  it('a batch that changes nothing adds nothing', () => {
    const { visit } = applyFieldEvents('signup', null, arrival(), [ev('focus', 'firstName')]);
    expect(contributionDelta(visit, applyFieldEvents('signup', visit, arrival(), [ev('focus', 'firstName')]).visit)).toEqual([]);
  });
});
