import { describe, expect, it } from 'vitest';
import { documentProgress, documentProgressPercent } from '../../../engine/rules/document-progress';

const type = (required: boolean, files: number) => ({ required, documents: Array.from({ length: files }, (_, i) => i) });

describe('document progress (W§2: required types with at least one file ÷ required types)', () => {
  it('counts required types with a file, out of the required types', () => {
    expect(documentProgress([type(true, 1), type(true, 0), type(true, 3)])).toEqual({ required: 3, done: 2 });
  });
  it('leaves optional types out, whatever files they hold', () => {
    expect(documentProgress([type(false, 2), type(true, 0), type(false, 0)])).toEqual({ required: 1, done: 0 });
  });
  it('counts a multi type with several files once', () => {
    expect(documentProgress([type(true, 5)])).toEqual({ required: 1, done: 1 });
  });
  it('has nothing to do without required types', () => {
    expect(documentProgress([])).toEqual({ required: 0, done: 0 });
    expect(documentProgressPercent({ required: 0, done: 0 })).toBe(100);
  });
  it('gives whole percents', () => {
    expect(documentProgressPercent({ required: 3, done: 1 })).toBe(33);
    expect(documentProgressPercent({ required: 3, done: 2 })).toBe(67);
    expect(documentProgressPercent({ required: 2, done: 2 })).toBe(100);
  });
});
