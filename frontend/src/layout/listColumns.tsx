// One definition of a list's columns drives both its table and its Export: each list states its columns once, so
// a column added to the table is in the file too, under the same header, with the value the cell shows in words.
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { DataTable } from './DataTable';
import { useColumnsExporter, type CsvColumn } from './csvExport';

export interface ListColumn<T> extends CsvColumn<T> {
  /** The cell where it shows more than the words (a chip, a link); else the value in words, or the field. */
  cell?: (record: T) => ReactNode;
  /** The column's header does not sort (the read model cannot order by it). */
  disableSort?: boolean;
}

/** The table's columns, in the definition's order, as DataTable's children (after them a list may add its actions);
 * useListColumns hands the same definition to the Export. */
export const tableColumns = <T extends RaRecord>(columns: readonly ListColumn<T>[]) =>
  columns.map(({ source, label, value, cell, disableSort }) => (
    <DataTable.Col<T> key={source} source={source} label={label} disableSort={disableSort} render={cell ?? value} />
  ));

/** A list's columns and its Export, both from the one definition. */
export const useListColumns = <T extends RaRecord>(resource: string, columns: readonly ListColumn<T>[]) => ({
  columns: tableColumns(columns),
  exporter: useColumnsExporter(resource, columns),
});
