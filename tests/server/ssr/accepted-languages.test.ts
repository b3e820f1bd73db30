import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from '../../../server/platform/ssr/accepted-languages';

describe('the languages of an Accept-Language header, as navigator.languages lists them', () => {
  it('orders them by weight, keeping the header order between equals, and drops q=0 and *', () => {
    expect(acceptedLanguages('fr-FR,fr;q=0.9,en;q=0.8')).toEqual(['fr-FR', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.5, de-AT, de;q=0.9, *;q=0.1, it;q=0')).toEqual(['de-AT', 'de', 'en']);
    expect(acceptedLanguages('da, en-GB;q=0.8, en;q=0.8')).toEqual(['da', 'en-GB', 'en']);
  });

  it('gives nothing for no header or an empty one, and takes a tag with a weight it cannot read at full weight', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('fr;q=abc, en;q=0.5')).toEqual(['fr', 'en']);
  });
});
