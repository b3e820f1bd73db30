/**
 * The fonts of the portal's PDFs (server/platform/assets/fonts/) as the PDFs embed them: every character
 * they cover draws the same outline from a small subset, made the way a PDF makes one
 * (@cantoo/fontkit, which @cantoo/pdf-lib subsets with), as from the font file. A subset writer
 * that got a small subset's short-format `loca` table wrong (fontkit forks have: offsets halved,
 * so a glyph of an odd byte length shifts the ones after it) would make the PDF show blanks or
 * other shapes with no error anywhere. And the text is drawn as the font can draw it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Font as FontkitFont } from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { loadFontkit } from '../../server/platform/pdf/lazy-pdf-lib';
import { drawableText, embedPdfFont } from '../../server/platform/pdf/pdf-fonts';
import { repoRoot } from './app-harness';

/** Characters per subset: a few PDF pages' worth, small enough for the short `loca` format. */
const CHUNK = 80;

describe('the PDF fonts, subset', () => {
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf']) {
    it(`${file}: every character draws from a small subset as from the file`, async () => {
      const fontkit = await loadFontkit();
      const font = (await fontkit.create(readFileSync(path.join(repoRoot, 'server', 'platform', 'assets', 'fonts', file)))) as unknown as FontkitFont;
      let checked = 0;
      for (let start = 0; start < font.characterSet.length; start += CHUNK) {
        const subset = font.createSubset();
        const glyphs = font.characterSet.slice(start, start + CHUNK).map((codePoint) => {
          // Every code point of the font's own character set has a glyph.
          const glyph = font.glyphForCodePoint(codePoint)!;
          return { codePoint, glyph, id: subset.includeGlyph(glyph) };
        });
        const embedded = fontkit.create(subset.encode()) as unknown as FontkitFont;
        for (const { codePoint, glyph, id } of glyphs) {
          expect(embedded.getGlyph(id)!.path.toSVG(), `U+${codePoint.toString(16).toUpperCase()}`).toBe(glyph.path.toSVG());
          checked += 1;
        }
      }
      expect(checked).toBe(font.characterSet.length);
      expect(checked).toBeGreaterThan(3000);
    }, 120_000);
  }
});

describe('drawableText', () => {
  it('composes a letter typed with a combining accent and prints "?" for what the font lacks', async () => {
    const doc = await PDFDocument.create();
    const font = await embedPdfFont(doc, 'regular');
    expect(drawableText(font, 'Ionut\u0326 Z\u0307o\u0301\u0142c\u0301')).toBe('Ionuț Żółć');
    expect(drawableText(font, 'Şahin Θεοδώρα Світлана')).toBe('Şahin Θεοδώρα Світлана');
    expect(drawableText(font, '王 Łukasz क')).toBe('? Łukasz ?');
  });
});
