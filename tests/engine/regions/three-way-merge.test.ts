import { describe, expect, it } from 'vitest';
import { mergeRegionFiles } from '../../../engine/regions/three-way-merge';

const base = { 'UK.json': 'uk 1', 'UK-LONDON.json': 'london 1', 'FR.json': 'fr 1' };

describe('a deploy meets what ops published since the previous deploy, file by file', () => {
  it('takes the deploy where only the deploy changed a file, and ops where only ops did', () => {
    const ops = { ...base, 'UK-LONDON.json': 'london ops' };
    const deploy = { ...base, 'FR.json': 'fr deploy' };
    expect(mergeRegionFiles(base, ops, deploy)).toEqual({
      merged: { 'UK.json': 'uk 1', 'UK-LONDON.json': 'london ops', 'FR.json': 'fr deploy' },
      conflicts: [],
      fromDeploy: ['FR.json'],
    });
  });

  it('is a conflict, never a guess, where both changed the same file differently', () => {
    const result = mergeRegionFiles(base, { ...base, 'UK.json': 'uk ops' }, { ...base, 'UK.json': 'uk deploy' });
    expect(result).toEqual({ merged: null, conflicts: ['UK.json'], fromDeploy: [] });
  });

  it('takes a change both made the same way, line endings and trailing blank lines aside', () => {
    const result = mergeRegionFiles(base, { ...base, 'UK.json': 'uk 2\n' }, { ...base, 'UK.json': 'uk 2\r\n\r\n' });
    expect(result.merged?.['UK.json']).toBe('uk 2\n');
    expect(result.conflicts).toEqual([]);
  });

  it('adds and removes files: a removal meets an edit as a conflict', () => {
    const added = mergeRegionFiles(base, base, { ...base, 'UK-LEEDS.json': 'leeds' });
    expect(added.merged?.['UK-LEEDS.json']).toBe('leeds');
    const { 'FR.json': _fr, ...withoutFr } = base;
    expect(mergeRegionFiles(base, base, withoutFr).merged).toEqual(withoutFr);
    expect(mergeRegionFiles(base, { ...base, 'FR.json': 'fr ops' }, withoutFr).conflicts).toEqual(['FR.json']);
  });
});
