/**
 * The signed partnership agreement as a PDF (W§2 /agreement, issue 10): the text of the version
 * the worker signed, in the language they signed it in, then the audit trail kept when they
 * signed (version, SHA-256 of the text, time, name typed, client). Made with pdf-lib's standard
 * fonts: their WinAnsi encoding covers the French and German texts (é, è, à, ç, ü, ö, ß, « »,
 * €, curly quotes); anything outside it is replaced by "?" rather than failing the download.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib, pdfInks } from '../lazy-pdf-lib';
import type { LanguageId } from '../../engine/regions/types';
import { localeText } from '../locale-text';

export interface AgreementPdfInput {
  language: LanguageId;
  version: string;
  text: string;
  textSha256: string;
  signerName: string;
  signedAt: Date;
  /** The worker's city time zone, to show the signing time as they lived it. */
  timeZone: string;
  accountLine: string;
  ip: string | null;
  userAgent: string | null;
  generatedAt: Date;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const BODY_SIZE = 10;
const LINE = 14;

/** Characters the font cannot encode become "?", so an unexpected symbol never breaks the PDF. */
function encodable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) => [...text.replace(/\t/g, '    ')].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Greedy word wrap; a word wider than the line (a hash, a user agent) is cut by characters. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
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
    const clean = encodable(font);
    const lineHeight = Math.max(LINE, size * 1.4);
    for (const line of wrap(clean(text), font, size, PAGE.width - 2 * MARGIN - indent)) {
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

function localTime(date: Date, timeZone: string): string {
  // W§9 date formats: DD/MM/YYYY and HH:mm.
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${formatted.replace(',', '')} (${timeZone})`;
}

/** The PDF's bytes. */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const t = (key: string, values: Record<string, string> = {}) => localeText(input.language, key, values);
  const lib = await loadPdfLib();
  const { StandardFonts } = lib;
  const { MUTED } = pdfInks(lib);
  const doc = await lib.PDFDocument.create();
  doc.setTitle(`${t('AGREEMENT_PDF_TITLE')} ${input.version}`);
  doc.setSubject(`SHA-256 ${input.textSha256}`);
  doc.setProducer('Practitioner Portal');
  doc.setCreator('Practitioner Portal');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
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
  writer.field(t('AGREEMENT_PDF_SIGNED_AT'), `${input.signedAt.toISOString()}  ·  ${localTime(input.signedAt, input.timeZone)}`, regular, regular);
  writer.field(t('AGREEMENT_PDF_SIGNER'), input.signerName, regular, bold);
  writer.field(t('AGREEMENT_PDF_ACCOUNT'), input.accountLine, regular, regular);
  writer.field(t('AGREEMENT_PDF_IP'), input.ip ?? notRecorded, regular, regular);
  writer.field(t('AGREEMENT_PDF_USER_AGENT'), input.userAgent ?? notRecorded, regular, regular);
  writer.field(t('AGREEMENT_PDF_GENERATED_AT'), input.generatedAt.toISOString(), regular, regular);

  const pages = writer.pages.length;
  writer.pages.forEach((page, index) => {
    const footer = encodable(regular)(`${input.version}  ·  ${t('AGREEMENT_PDF_PAGE', { page: String(index + 1), pages: String(pages) })}`);
    page.drawText(footer, { x: MARGIN, y: MARGIN - 24, size: 8, font: regular, color: MUTED });
  });

  // Without object streams: any PDF reader, and the test can find the audit trail's text.
  return doc.save({ useObjectStreams: false });
}
