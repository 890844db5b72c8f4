// A list's Export button writes what its table shows: the columns' names as the screen names them, and each value
// in words (a status's label, a date as MM/DD/YYYY). react-admin's default exporter wrote the read model as it is
// (ids of records and organizations, permission flags, status codes, ISO timestamps), which a coordinator opening the
// file in a spreadsheet cannot use.
import { downloadCSV, useTranslate, type Exporter } from 'react-admin';

export interface CsvColumn<T> {
  /** A translation key (or the header text itself). */
  label: string;
  value: (record: T) => string | number | null | undefined;
}

/** One CSV field: quoted when it holds a comma, a quote or a line break; a quote inside doubled. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `records` under `headers`, one line per record. */
export function csvOf<T>(headers: readonly string[], columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  const line = (fields: readonly (string | number | null | undefined)[]) => fields.map(csvField).join(',');
  return [line(headers), ...records.map((record) => line(columns.map((column) => column.value(record))))].join('\r\n');
}

/** The exporter of a list whose file has `columns`, downloaded as `<filename>.csv`. */
export function useColumnsExporter<T>(filename: string, columns: readonly CsvColumn<T>[]): Exporter<T & { id: string | number }> {
  const translate = useTranslate();
  return (records: readonly T[]) =>
    downloadCSV(
      csvOf(
        columns.map((column) => translate(column.label, { _: column.label })),
        columns,
        records,
      ),
      filename,
    );
}
