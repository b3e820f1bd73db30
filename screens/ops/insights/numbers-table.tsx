import { useTranslation } from 'react-i18next';
import { csvFileName, toCsv, type CsvCell } from '../../../engine/insights/csv';
import { downloadCsv } from './download-csv';

export interface NumbersRow {
  /** The cells as the table shows them (formatted in the page's language). */
  display: string[];
  /** The same cells for the CSV: plain numbers (0.25, not "25 %"), so a spreadsheet can compute with them. */
  csv: CsvCell[];
}

interface Props {
  /** What the table holds: its caption. */
  title: string;
  header: string[];
  rows: NumbersRow[];
  /** What the file is and when: the parts of its name (engine/insights/csv.ts `csvFileName`). */
  fileParts: (string | null)[];
  /** Shown open (a table that is the figure itself) or behind a toggle (a chart's numbers). */
  open?: boolean;
}

/** A chart's numbers as a table (issue 29, item 4), and as a CSV file of the same rows. */
export function NumbersTable({ title, header, rows, fileParts, open = false }: Props) {
  const { t } = useTranslation();
  const fileName = csvFileName(fileParts);
  const table = (
    <div className="insights-table__scroll" tabIndex={0} role="region" aria-label={title}>
      <table className="insights-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            {header.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.display.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <div className="insights-numbers">
      {open ? (
        table
      ) : (
        <details className="insights-numbers__toggle">
          <summary>{t('OPS_INSIGHTS_TABLE_SHOW', { title })}</summary>
          {table}
        </details>
      )}
      <button type="button" className="button button--secondary ops-small-button insights-numbers__csv" onClick={() => downloadCsv(toCsv(header, rows.map((row) => row.csv)), fileName)}>
        {t('OPS_INSIGHTS_CSV', { title })}
      </button>
    </div>
  );
}
