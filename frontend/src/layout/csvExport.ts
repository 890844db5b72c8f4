// A list's Export button writes what its table shows: the columns' names as the screen names them, and each value
// in words (a status's label, a date as MM/DD/YYYY). react-admin's default exporter wrote the read model as it is
// (ids of records and organizations, permission flags, status codes, ISO timestamps), which a coordinator opening the
// file in a spreadsheet cannot use.
import { downloadCSV, useTranslate, type Exporter } from 'react-admin';

type CsvValue = string | number | null | undefined;

export interface CsvColumn<T> {
  /** The field; the header is the resource's name of it unless `label` (a translation key) says otherwise. */
  source: string;
  label?: string;
  /** The value in words; else the field as it is. */
  value?: (record: T) => CsvValue;
}

/** One CSV field: quoted when it holds a comma, a quote or a line break; a quote inside doubled. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `records` under `headers`, one line per record. */
export function csvOf<T>(headers: readonly string[], columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  const line = (fields: readonly CsvValue[]) => fields.map(csvField).join(',');
  const valueOf = (column: CsvColumn<T>, record: T): CsvValue =>
    column.value ? column.value(record) : ((record as Record<string, unknown>)[column.source] as CsvValue);
  return [line(headers), ...records.map((record) => line(columns.map((column) => valueOf(column, record))))].join('\r\n');
}

/** The exporter of the list of `resource` whose file has `columns`, downloaded as `<resource>.csv`. */
export function useColumnsExporter<T>(resource: string, columns: readonly CsvColumn<T>[]): Exporter<T & { id: string | number }> {
  const translate = useTranslate();
  return (records: readonly T[]) =>
    downloadCSV(
      csvOf(
        columns.map(({ source, label = `resources.${resource}.fields.${source}` }) => translate(label, { _: source })),
        columns,
        records,
      ),
      resource,
    );
}
