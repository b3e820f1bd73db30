import { describe, expect, it } from 'vitest';
import { scoreScreeningAnswers, type ScreeningAnswerKey } from '../../../engine/rules/screening-score';
import defaults from '../../../regions/defaults.json';
import uk from '../../../regions/UK.json';

const answerKey = defaults.keyValues.screeningTestAnswerKey as ScreeningAnswerKey;
const ukMinimum = uk.keyValues.minimumScreeningScore;

/** The answers that score in the real answer key, with the first `wrong` questions answered wrongly. */
function answersWith(wrong: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answerKey).map(([question, options], i) => [question, i < wrong ? 'aWrongAnswer' : Object.keys(options)[0]]),
  );
}

describe('scoreScreeningAnswers', () => {
  it('gives 2 points per right answer of the real test, 20 for a perfect test', () => {
    expect(scoreScreeningAnswers(answersWith(0), answerKey)).toBe(20);
    expect(scoreScreeningAnswers(answersWith(3), answerKey)).toBe(14);
  });

  it('lets a UK applicant pass with 8 right answers out of 10, not with 7 (score above 14)', () => {
    expect(ukMinimum).toBe(14);
    expect(scoreScreeningAnswers(answersWith(2), answerKey)).toBeGreaterThan(ukMinimum);
    expect(scoreScreeningAnswers(answersWith(3), answerKey)).not.toBeGreaterThan(ukMinimum);
  });

  it('scores missing, unknown and non-text answers 0, and ignores questions the key does not know', () => {
    const key: ScreeningAnswerKey = { hygiene: { washHands: 2 }, safety: { doNotTreat: 2 } };
    expect(scoreScreeningAnswers({}, key)).toBe(0);
    expect(scoreScreeningAnswers({ hygiene: 'neverWash', safety: 2, extra: 'washHands' }, key)).toBe(0);
    expect(scoreScreeningAnswers({ hygiene: ['washHands'], safety: null }, key)).toBe(0);
    expect(scoreScreeningAnswers({ hygiene: 'washHands', unknownQuestion: 'doNotTreat' }, key)).toBe(2);
  });

  it('gives partial credit where the key lists several scoring answers', () => {
    const key: ScreeningAnswerKey = { patchTest: { patchTestBefore: 2, askAboutAllergiesOnly: 1 } };
    expect(scoreScreeningAnswers({ patchTest: 'patchTestBefore' }, key)).toBe(2);
    expect(scoreScreeningAnswers({ patchTest: 'askAboutAllergiesOnly' }, key)).toBe(1);
  });

  it('cannot be gamed with answers that name object internals', () => {
    const key: ScreeningAnswerKey = { hygiene: { washHands: 2 } };
    expect(scoreScreeningAnswers({ hygiene: 'constructor' }, key)).toBe(0);
    expect(scoreScreeningAnswers({ hygiene: '__proto__' }, key)).toBe(0);
    expect(scoreScreeningAnswers(JSON.parse('{"__proto__": {"hygiene": "washHands"}}') as Record<string, unknown>, key)).toBe(0);
  });
});
