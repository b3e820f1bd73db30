/** The drop-off answer's shape (issue 29): the scope's question order, zeros for unreached questions, every day. */
import { describe, expect, it } from 'vitest';
import { dropOffAnswer, questionOrder } from '../../../engine/insights/drop-off';
import type { FormSchema, UiSchema } from '../../../engine/forms/json-schema';

const schema = {
  type: 'object',
  properties: { a: { type: 'string' }, warning: { type: 'null' }, b: { type: 'string' }, c: { type: 'boolean' }, d: { type: 'string' } },
} as unknown as FormSchema;

describe('questionOrder', () => {
  it('follows ui:order, expands *, leaves out notices that ask nothing', () => {
    expect(questionOrder(schema, { 'ui:order': ['c', '*', 'a'] } as UiSchema)).toEqual(['c', 'b', 'd', 'a']);
    expect(questionOrder(schema, { 'ui:order': ['d', 'warning', 'gone'] } as UiSchema)).toEqual(['d', 'a', 'b', 'c']);
    expect(questionOrder(schema, {} as UiSchema)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('dropOffAnswer', () => {
  it('lists every question in order with zeros where nobody went, errors most shown first, and fills every day', () => {
    const answer = dropOffAnswer({
      formId: 'signup',
      period: { from: '2026-03-30', to: '2026-04-02' },
      order: ['a', 'b', 'c'],
      totals: [
        { field: '', reached: 10, answered: 0, leftFrom: 1, finished: 6, errors: { TOO_MANY_REQUESTS: 2 } },
        { field: 'c', reached: 7, answered: 6, leftFrom: 1, finished: 0, errors: { REQUIRED: 1, PATTERN: 3 } },
        { field: 'a', reached: 9, answered: 9, leftFrom: 2, finished: 0, errors: {} },
        { field: 'old', reached: 2, answered: 1, leftFrom: 0, finished: 0, errors: {} },
      ],
      days: [{ day: '2026-03-31', visits: 10, finished: 6 }],
    });
    expect(answer).toMatchObject({ visits: 10, finished: 6, formErrors: [{ code: 'TOO_MANY_REQUESTS', count: 2 }] });
    expect(answer.questions).toEqual([
      { field: 'a', reached: 9, answered: 9, leftFrom: 2, errors: [] },
      { field: 'b', reached: 0, answered: 0, leftFrom: 0, errors: [] },
      { field: 'c', reached: 7, answered: 6, leftFrom: 1, errors: [{ code: 'PATTERN', count: 3 }, { code: 'REQUIRED', count: 1 }] },
      { field: 'old', reached: 2, answered: 1, leftFrom: 0, errors: [] },
    ]);
    expect(answer.days).toEqual([
      { day: '2026-03-30', visits: 0, finished: 0 },
      { day: '2026-03-31', visits: 10, finished: 6 },
      { day: '2026-04-01', visits: 0, finished: 0 },
      { day: '2026-04-02', visits: 0, finished: 0 },
    ]);
  });
});
