/**
 * The signed partnership agreement as a PDF (W§2 /agreement, issue 10): the text of the version
 * the worker signed, in the language they signed it in, then the audit trail kept when they
 * signed (version, SHA-256 of the text, time, name typed, client). In DejaVu Sans (pdf-fonts.ts),
 * so the name typed prints as typed whatever its script (Łukasz, Ionuț, Şahin, Θεοδώρα); a
 * character the font lacks becomes "?" rather than failing the download.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from '@cantoo/pdf-lib';
import { loadPdfLib, pdfInks } from '../platform/pdf/lazy-pdf-lib';
import { drawableText, embedPdfFont } from '../platform/pdf/pdf-fonts';
import type { LanguageId } from '../../engine/regions/types';
import { localeText } from '../platform/locale-text';
import { formatInstant, type DateFormats } from '../../engine/time/date-format';

export interface AgreementPdfInput {
  language: LanguageId;
  version: string;
  text: string;
  textSha256: string;
  signerName: string;
  signedAt: Date;
  /** The worker's city time zone, to show the signing time as they lived it. */
  timeZone: string;
  /** The region's date and time formats (R§9 dateFormatDate, dateFormatTime). */
  dateFormats: Pick<DateFormats, 'date' | 'time'>;
  accountLine: string;
  ip: string | null;
  userAgent: string | null;
  generatedAt: Date;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const BODY_SIZE = 10;
const LINE = 14;

/**
 * Greedy word wrap; a word wider than the line (a hash, a user agent) is cut by characters. Each
 * word is measured once and a line's width summed: measuring every candidate line again shaped
 * the same words over and over, and a subset font's measure is a layout, not a table lookup.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const widthOf = (value: string) => font.widthOfTextAtSize(value, size);
  const space = widthOf(' ');
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const word of text.split(/ +/)) {
    const wordWidth = widthOf(word);
    const candidateWidth = current ? currentWidth + space + wordWidth : wordWidth;
    if (candidateWidth <= width) {
      current = current ? `${current} ${word}` : word;
      currentWidth = candidateWidth;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    let restWidth = wordWidth;
    while (restWidth > width) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      restWidth = widthOf(rest);
    }
    current = rest;
    currentWidth = restWidth;
  }
  lines.push(current);
  return lines;
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly ink: { INK: RGB; MUTED: RGB },
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  space(height: number) {
    this.y -= height;
  }

  /** A paragraph, wrapped to the text width, continuing on a new page when needed. */
  paragraph(text: string, font: PDFFont, size = BODY_SIZE, color = this.ink.INK, indent = 0) {
    const lineHeight = Math.max(LINE, size * 1.4);
    for (const line of wrap(drawableText(font, text.replace(/\t/g, '    ')), font, size, PAGE.width - 2 * MARGIN - indent)) {
      if (this.y - lineHeight < MARGIN + 20) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
  }

  /** A label and its value on the lines below, as in a form. */
  field(label: string, value: string, labelFont: PDFFont, valueFont: PDFFont) {
    if (this.y - 3 * LINE < MARGIN + 20) this.newPage();
    this.paragraph(label, labelFont, 9, this.ink.MUTED);
    this.paragraph(value, valueFont, BODY_SIZE, this.ink.INK);
    this.space(4);
  }

  rule() {
    if (this.y - 2 * LINE < MARGIN + 20) this.newPage();
    this.y -= LINE;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.75, color: this.ink.MUTED });
  }
}

/** The signing time as the worker's city lived it, in the region's formats (R§9), and which clock that is. */
function localTime(date: Date, input: Pick<AgreementPdfInput, 'timeZone' | 'dateFormats' | 'language'>): string {
  const locale = input.language.replace('_', '-');
  const day = formatInstant(date, input.dateFormats.date, locale, input.timeZone);
  const time = formatInstant(date, input.dateFormats.time, locale, input.timeZone);
  return `${day} ${time} (${input.timeZone})`;
}

/** The PDF's bytes. */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const t = (key: string, values: Record<string, string> = {}) => localeText(input.language, key, values);
  const lib = await loadPdfLib();
  const { MUTED } = pdfInks(lib);
  const doc = await lib.PDFDocument.create();
  doc.setTitle(`${t('AGREEMENT_PDF_TITLE')} ${input.version}`);
  doc.setSubject(`SHA-256 ${input.textSha256}`);
  doc.setProducer('Practitioner Portal');
  doc.setCreator('Practitioner Portal');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);

  const [regular, bold, mono] = await Promise.all([embedPdfFont(doc, 'regular'), embedPdfFont(doc, 'bold'), embedPdfFont(doc, 'mono')]);
  const writer = new Writer(doc, pdfInks(lib));

  const [title, ...rest] = input.text.split(/\r?\n/);
  writer.paragraph(title, bold, 15);
  writer.space(6);
  for (const line of rest) {
    if (line.trim() === '') writer.space(6);
    // A numbered heading ("3. Qualifications") stands out; the texts use this form throughout.
    else writer.paragraph(line, /^\d+\.\s+\S/.test(line) && line.length < 90 ? bold : regular);
  }

  writer.rule();
  writer.space(6);
  writer.paragraph(t('AGREEMENT_PDF_AUDIT_TITLE'), bold, 13);
  writer.paragraph(t('AGREEMENT_PDF_AUDIT_INTRO'), regular, 9, MUTED);
  writer.space(8);
  const notRecorded = t('AGREEMENT_PDF_NOT_RECORDED');
  writer.field(t('AGREEMENT_PDF_VERSION'), input.version, regular, bold);
  writer.field(t('AGREEMENT_PDF_TEXT_HASH'), input.textSha256, regular, mono);
  writer.field(t('AGREEMENT_PDF_SIGNED_AT'), `${input.signedAt.toISOString()}  ·  ${localTime(input.signedAt, input)}`, regular, regular);
  writer.field(t('AGREEMENT_PDF_SIGNER'), input.signerName, regular, bold);
  writer.field(t('AGREEMENT_PDF_ACCOUNT'), input.accountLine, regular, regular);
  writer.field(t('AGREEMENT_PDF_IP'), input.ip ?? notRecorded, regular, regular);
  writer.field(t('AGREEMENT_PDF_USER_AGENT'), input.userAgent ?? notRecorded, regular, regular);
  writer.field(t('AGREEMENT_PDF_GENERATED_AT'), input.generatedAt.toISOString(), regular, regular);

  const pages = writer.pages.length;
  writer.pages.forEach((page, index) => {
    const footer = drawableText(regular, `${input.version}  ·  ${t('AGREEMENT_PDF_PAGE', { page: String(index + 1), pages: String(pages) })}`);
    page.drawText(footer, { x: MARGIN, y: MARGIN - 24, size: 8, font: regular, color: MUTED });
  });

  // Without object streams (a PDF 1.5 feature): any PDF reader, however old, opens it.
  return doc.save({ useObjectStreams: false });
}
