/**
 * Points per answer option, per question of the screening test: the region setting
 * `screeningTestAnswerKey` (question id -> { option -> points }).
 */
export type ScreeningAnswerKey = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * The score of a submitted screening test (W§4: passed when the score is above
 * `minimumScreeningScore`): the points the answer key gives each answer, summed. A missing
 * answer, an answer the key does not list and a question the key does not know score 0.
 * Runs on the server only: the answer key must never reach the browser.
 */
export function scoreScreeningAnswers(answers: Readonly<Record<string, unknown>>, answerKey: ScreeningAnswerKey): number {
  let score = 0;
  for (const [question, options] of Object.entries(answerKey)) {
    const answer = Object.prototype.hasOwnProperty.call(answers, question) ? answers[question] : undefined;
    // Own properties only, so an answer such as "constructor" or "__proto__" cannot score.
    if (typeof answer !== 'string' || !Object.prototype.hasOwnProperty.call(options, answer)) continue;
    const points = options[answer];
    if (typeof points === 'number' && Number.isFinite(points)) score += points;
  }
  return score;
}
