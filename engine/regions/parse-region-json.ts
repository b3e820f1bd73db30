import { duplicateKeyProblems } from './duplicate-keys';
import type { RegionProblem } from './types';

/**
 * `parsed: false`: the text is not JSON (one problem, no data). `parsed: true`: the data, and the
 * problems JSON.parse lets through (a key named twice in one object), which still make the
 * folder invalid but let the file's other mistakes be reported in the same run.
 */
export type ParsedRegionJson = { parsed: true; data: unknown; problems: RegionProblem[] } | { parsed: false; problems: RegionProblem[] };

/**
 * JSON.parse with errors an operator can act on: the engine's messages only give a character
 * position (V8) or a line and column (newer engines), so both are turned into "line L, column C";
 * and a duplicated key, which JSON.parse silently resolves to its last value, is an error naming
 * its pointer and lines.
 */
export function parseRegionJson(file: string, text: string): ParsedRegionJson {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    return { parsed: false, problems: [{ file, pointer: '', message: describeSyntaxError(raw, text) }] };
  }
  return { parsed: true, data, problems: duplicateKeyProblems(file, text) };
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
