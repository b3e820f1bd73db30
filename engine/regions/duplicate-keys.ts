import { pointerJoin } from './json-pointer';
import type { RegionProblem } from './types';

/**
 * Every key named more than once in the same object of a JSON text. JSON.parse silently keeps the
 * last value, so an operator who adds a setting that is already set further down would see their
 * change ignored (or, the other way round, an old value win). Run this only on text JSON.parse has
 * accepted: it walks the text once, tracking the JSON pointer and the line, and does not look for
 * syntax errors itself. Problems come in the order of their second occurrence.
 */
export function duplicateKeyProblems(file: string, text: string): RegionProblem[] {
  const found: { at: number; problem: RegionProblem }[] = [];
  let i = 0;
  let line = 1;

  const skipWhitespace = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i])) {
      if (text[i] === '\n') line++;
      i++;
    }
  };

  // A JSON string cannot contain a raw line break, so reading one never changes the line.
  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };

  // Iterative, so that however deeply a file nests it cannot exhaust the call stack.
  type Frame =
    | { kind: 'object'; pointer: string; lines: Map<string, number[]> }
    | { kind: 'array'; pointer: string; index: number };
  const stack: Frame[] = [];

  const close = () => {
    const frame = stack.pop() as Frame;
    if (frame.kind !== 'object') return;
    for (const [key, lines] of frame.lines) {
      if (lines.length < 2) continue;
      const times = lines.length === 2 ? 'twice' : `${lines.length} times`;
      const distinct = [...new Set(lines)];
      const listed =
        distinct.length === 1 ? `line ${distinct[0]}` : `lines ${distinct.slice(0, -1).join(', ')} and ${distinct[distinct.length - 1]}`;
      found.push({
        at: lines[1],
        problem: {
          file,
          pointer: pointerJoin(frame.pointer, key),
          message: `${JSON.stringify(key)} appears ${times} (${listed}); a JSON file must name each key once`,
        },
      });
    }
  };

  /** Reads one value whose pointer is given; containers push a frame and are finished by the loop below. */
  const readValue = (pointer: string) => {
    skipWhitespace();
    const c = text[i];
    if (c === '{') {
      i++;
      stack.push({ kind: 'object', pointer, lines: new Map() });
    } else if (c === '[') {
      i++;
      stack.push({ kind: 'array', pointer, index: 0 });
    } else if (c === '"') {
      readString();
    } else {
      while (i < text.length && !',]} \t\r\n'.includes(text[i])) i++;
    }
  };

  readValue('');
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    skipWhitespace();
    const c = text[i];
    if (c === '}' || c === ']') {
      i++;
      close();
      continue;
    }
    if (c === ',') {
      i++;
      skipWhitespace();
    }
    if (i >= text.length) break; // not valid JSON after all: JSON.parse reports that
    if (frame.kind === 'array') {
      if (text[i] === ']') continue;
      readValue(pointerJoin(frame.pointer, frame.index++));
    } else {
      if (text[i] === '}') continue;
      const keyLine = line;
      const key = readString();
      const lines = frame.lines.get(key);
      if (lines) lines.push(keyLine);
      else frame.lines.set(key, [keyLine]);
      skipWhitespace();
      i++; // the colon
      readValue(pointerJoin(frame.pointer, key));
    }
  }

  return found.sort((a, b) => a.at - b.at).map((f) => f.problem);
}
