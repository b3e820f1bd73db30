import { describe, expect, it } from 'vitest';
import { readMediaTrustBar, readTestimonials, signupHref, looksLikeEmail } from '../../screens/public/home-content';

describe('home page content from the region settings', () => {
  it('lists testimonials in first..fourth order and skips incomplete ones', () => {
    const list = readTestimonials({
      third: { imageUrl: '/c.jpg', name: 'C', text: 'Third' },
      first: { imageUrl: '/a.jpg', name: 'A', text: 'First' },
      second: { imageUrl: '/b.jpg', name: '', text: 'No name' },
      fourth: { imageUrl: '/d.jpg', name: 'D', text: 'Fourth' },
    });
    expect(list.map((t) => t.id)).toEqual(['first', 'third', 'fourth']);
  });

  it('has no testimonials when the setting is null or malformed', () => {
    expect(readTestimonials(null)).toEqual([]);
    expect(readTestimonials(['first'])).toEqual([]);
  });

  it('takes the media names of one language', () => {
    const setting = { en_GB: ['The Times'], fr_FR: ['Le Figaro', ''], de_AT: [] };
    expect(readMediaTrustBar(setting, 'fr_FR')).toEqual(['Le Figaro']);
    expect(readMediaTrustBar(setting, 'de_AT')).toEqual([]);
    expect(readMediaTrustBar(undefined, 'en_GB')).toEqual([]);
  });

  it('builds the sign-up URL with the language slug and an encoded query', () => {
    expect(signupHref('UK-LONDON', ' a+b@example.com ', 'en_GB')).toBe('/signup?city_id=UK-LONDON&email=a%2Bb%40example.com');
    expect(signupHref('AT-VIENNA', 'x@example.at', 'de_AT')).toBe('/de/signup?city_id=AT-VIENNA&email=x%40example.at');
  });

  it('accepts an address only with a domain', () => {
    expect(looksLikeEmail('camille@example.fr')).toBe(true);
    expect(looksLikeEmail('camille@example')).toBe(false);
    expect(looksLikeEmail('camille example.fr')).toBe(false);
  });
});
