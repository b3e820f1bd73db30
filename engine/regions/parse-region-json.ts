import type { RegionProblem } from './types';

export type ParsedRegionJson = { ok: true; data: unknown } | { ok: false; problem: RegionProblem };

/**
 * JSON.parse with an error an operator can act on: the engine's messages only give a character
 * position (V8) or a line and column (newer engines), so both are turned into "line L, column C".
 */
export function parseRegionJson(file: string, text: string): ParsedRegionJson {
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: { file, pointer: '', message: describeSyntaxError(raw, text) } };
  }
}

function describeSyntaxError(raw: string, text: string): string {
  const lineColumn = /line (\d+) column (\d+)/.exec(raw);
  const position = /at position (\d+)/.exec(raw);
  let where: string | null = null;
  let reason = raw;
  if (lineColumn) {
    where = `line ${lineColumn[1]}, column ${lineColumn[2]}`;
    reason = raw.replace(/\s*\(line \d+ column \d+\)/, '');
  } else if (position) {
    const { line, column } = lineAndColumn(text, Number(position[1]));
    where = `line ${line}, column ${column}`;
    reason = raw.replace(/\s*in JSON at position \d+.*$/, '');
  } else if (/end of JSON input/.test(raw)) {
    const { line, column } = lineAndColumn(text, text.length);
    where = `line ${line}, column ${column}`;
  }
  return `is not valid JSON: ${reason}${where ? ` at ${where}` : ''}`;
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < position && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: position - lineStart + 1 };
}
