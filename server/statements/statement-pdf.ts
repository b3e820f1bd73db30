/**
 * A statement as a PDF (W§2 statements, issue 11): the period, each booking with its treatments,
 * total, fee and payout, the sum, and the worker's bank details masked to their last 4
 * characters. In DejaVu Sans (pdf-fonts.ts), so the worker's name prints as typed whatever its
 * script; a character the font lacks becomes "?" rather than failing the download, as in
 * agreements/agreement-pdf.ts.
 */
import type { PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { loadPdfLib, pdfInks } from '../platform/pdf/lazy-pdf-lib';
import { drawableText, embedPdfFont } from '../platform/pdf/pdf-fonts';
import type { LanguageId } from '../../engine/regions/types';
import { localeText } from '../platform/locale-text';
import { formatInstant } from '../../engine/time/date-format';
import { formatMoney } from '../../engine/money/format-money';
import { sumMoney } from '../../engine/money/round-money';
import type { StatementLine } from './statement-service';

export interface StatementPdfInput {
  language: LanguageId;
  title: string;
  workerName: string;
  period: { start: Date; end: Date };
  timeZone: string;
  /** The region's date format (R§9 dateFormatDate, "DD/MM/YYYY"). */
  dateFormat: string;
  currencySymbol: string;
  lines: StatementLine[];
  /** Label and masked value of each bank detail the city pays to ("IBAN", "•••• 2606"). */
  bankDetails: { label: string; value: string }[];
  confirmedAt: Date | null;
  generatedAt: Date;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 48;
const ROW = 16;
/** Column x positions: date, treatments, then three right-aligned amounts ending at these x. */
const COLUMNS = { date: MARGIN, treatments: MARGIN + 78, total: 400, fee: 470, payout: PAGE.width - MARGIN };

/** Cut to the width with an ellipsis: a line of treatments never runs into the amounts. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text.length;
  while (cut > 1 && font.widthOfTextAtSize(`${text.slice(0, cut)}...`, size) > width) cut -= 1;
  return `${text.slice(0, cut)}...`;
}

export async function renderStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const t = (key: string, values: Record<string, string> = {}) => localeText(input.language, key, values);
  const locale = input.language.replace('_', '-');
  const day = { format: (instant: Date) => formatInstant(instant, input.dateFormat, locale, input.timeZone) };
  // As the statements page writes it (issue 27): "123,45 €" on a French statement, "£123.45" on an English one.
  const money = (amount: number) => formatMoney(amount, input.currencySymbol, input.language);
  const lib = await loadPdfLib();
  const { INK, MUTED } = pdfInks(lib);
  const doc = await lib.PDFDocument.create();
  doc.setTitle(input.title);
  doc.setProducer('Practitioner Portal');
  doc.setCreator('Practitioner Portal');
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  const [regular, bold] = await Promise.all([embedPdfFont(doc, 'regular'), embedPdfFont(doc, 'bold')]);

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const text = (value: string, x: number, font = regular, size = 10, color = INK) => page.drawText(drawableText(font, value), { x, y, size, font, color });
  const right = (value: string, x: number, font = regular, size = 10) => {
    const v = drawableText(font, value);
    page.drawText(v, { x: x - font.widthOfTextAtSize(v, size), y, size, font, color: INK });
  };
  const next = (height = ROW) => {
    y -= height;
    if (y < MARGIN + ROW) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN - ROW;
    }
  };
  const lastDay = new Date(input.period.end.getTime() - 1);

  text(input.title, MARGIN, bold, 16);
  next(22);
  text(t('STATEMENT_PDF_PERIOD', { start: day.format(input.period.start), end: day.format(lastDay) }), MARGIN);
  next();
  text(input.workerName, MARGIN, regular, 10, MUTED);
  next(26);

  const header = () => {
    text(t('STATEMENT_PDF_DATE'), COLUMNS.date, bold, 9);
    text(t('STATEMENT_PDF_TREATMENT'), COLUMNS.treatments, bold, 9);
    right(t('STATEMENT_PDF_TOTAL'), COLUMNS.total, bold, 9);
    right(t('STATEMENT_PDF_FEE'), COLUMNS.fee, bold, 9);
    right(t('STATEMENT_PDF_PAYOUT'), COLUMNS.payout, bold, 9);
    page.drawLine({ start: { x: MARGIN, y: y - 5 }, end: { x: PAGE.width - MARGIN, y: y - 5 }, thickness: 0.5, color: MUTED });
    next(ROW + 2);
  };
  header();
  if (input.lines.length === 0) {
    text(t('STATEMENT_PDF_NO_BOOKINGS'), MARGIN, regular, 10, MUTED);
    next();
  }
  for (const line of input.lines) {
    text(day.format(line.startsAt), COLUMNS.date);
    text(fitted(drawableText(regular, line.treatments.join(', ') || '-'), regular, 10, COLUMNS.total - COLUMNS.treatments - 70), COLUMNS.treatments);
    right(money(line.total), COLUMNS.total);
    right(money(line.fee), COLUMNS.fee);
    right(money(line.payout), COLUMNS.payout);
    next();
  }
  const sum = sumMoney(input.lines.map((line) => line.payout));
  page.drawLine({ start: { x: MARGIN, y: y + ROW - 4 }, end: { x: PAGE.width - MARGIN, y: y + ROW - 4 }, thickness: 0.5, color: MUTED });
  text(t('STATEMENT_PDF_SUM'), COLUMNS.treatments, bold);
  right(money(sum), COLUMNS.payout, bold);
  next(30);

  text(t('STATEMENT_PDF_BANK_DETAILS'), MARGIN, bold, 11);
  next();
  if (input.bankDetails.length === 0) {
    text(t('STATEMENT_PDF_NO_BANK_DETAILS'), MARGIN, regular, 10, MUTED);
    next();
  }
  for (const detail of input.bankDetails) {
    text(`${detail.label}: ${detail.value}`, MARGIN);
    next();
  }
  next(8);
  text(input.confirmedAt ? t('STATEMENT_PDF_CONFIRMED', { date: day.format(input.confirmedAt) }) : t('STATEMENT_PDF_UNCONFIRMED'), MARGIN, regular, 9, MUTED);

  // Without object streams, as the agreement: any PDF reader, however old, opens it.
  return doc.save({ useObjectStreams: false });
}
