/** A chart's numbers as CSV (issue 29, item 4): what a spreadsheet opens, cell for cell. */
import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from '../../../engine/insights/csv';

describe('toCsv', () => {
  it('writes the header, then the rows, CRLF line ends, numbers as they are, empty for none', () => {
    expect(toCsv(['Day', 'Visits', 'Finished'], [['2026-03-01', 12, 0.25], ['2026-03-02', null, -3]])).toBe('Day,Visits,Finished\r\n2026-03-01,12,0.25\r\n2026-03-02,,-3\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(toCsv(['Message'], [['Hide "postcode", Birmingham'], ['two\nlines']])).toBe('Message\r\n"Hide ""postcode"", Birmingham"\r\n"two\nlines"\r\n');
  });

  it('defuses a text that a spreadsheet would run as a formula', () => {
    expect(toCsv(['Message'], [['=HYPERLINK("http://x")'], ['+1'], ['@SUM(A1)'], ['-2']])).toBe(`Message\r\n"'=HYPERLINK(""http://x"")"\r\n'+1\r\n'@SUM(A1)\r\n'-2\r\n`);
  });
});

describe('csvFileName', () => {
  it('says what, where and when, with only letters, digits and dashes', () => {
    expect(csvFileName(['signup', 'UK-LONDON', null, 'questions', '2026-01-05', 'to', '2026-03-29'])).toBe('insights-signup-UK-LONDON-questions-2026-01-05-to-2026-03-29.csv');
    expect(csvFileName(['funnel', 'a/b c', ''])).toBe('insights-funnel-a-b-c.csv');
  });
});
