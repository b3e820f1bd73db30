import { describe, expect, it } from 'vitest';
import { categoryList, EDUCATION_PAGE_SIZE, educationOffered, educationPaging } from '../../../engine/rules/education';

describe('education rules (R§4, R§9)', () => {
  it('pages 15 at a time by default and never more than 50', () => {
    expect(educationPaging({})).toEqual({ offset: 0, limit: EDUCATION_PAGE_SIZE });
    expect(educationPaging({ offset: 30, limit: 15 })).toEqual({ offset: 30, limit: 15 });
    expect(educationPaging({ limit: 99 }).limit).toBe(50);
  });

  it('reads the category filter without blanks or repeats', () => {
    expect(categoryList('swedish, sports,,swedish')).toEqual(['swedish', 'sports']);
    expect(categoryList(undefined)).toEqual([]);
  });

  it('offers education unless the region switches it off (AT)', () => {
    expect(educationOffered({ educationEnabled: false })).toBe(false);
    expect(educationOffered({ educationEnabled: true })).toBe(true);
    expect(educationOffered({})).toBe(true);
  });
});
