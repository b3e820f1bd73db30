import { describe, expect, it } from 'vitest';
import { refereeProgress, refereeStageOf } from '../../../engine/rules/referee-stage';

describe('refereeStageOf (W§4)', () => {
  it.each([
    ['in-review', 1],
    ['invited', 2],
    ['successful', 3],
    ['active', 4],
    ['bookings', 5],
    ['complete', 6],
    ['declined', -1],
    ['submitted', 0],
    ['pending', 0],
    [null, 0],
    ['', 0],
    [' Active ', 4],
  ])('%s → %i', (status, stage) => {
    expect(refereeStageOf(status)).toBe(stage);
  });
});

describe('refereeProgress', () => {
  it('declined reaches no step', () => {
    expect(refereeProgress(-1)).toEqual({ declined: true, complete: false, reached: 0, current: null });
  });
  it('applied reaches the first of 7 steps', () => {
    expect(refereeProgress(0)).toEqual({ declined: false, complete: false, reached: 1, current: 'applied' });
  });
  it('complete reaches all 7 and is complete', () => {
    expect(refereeProgress(6)).toEqual({ declined: false, complete: true, reached: 7, current: 'complete' });
  });
  it('clamps stages outside the range', () => {
    expect(refereeProgress(9).reached).toBe(7);
    expect(refereeProgress(-5).declined).toBe(true);
  });
});
