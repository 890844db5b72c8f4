// A small read-only table of records: a header of column labels, one row per record; on a phone each row is a
// card with each value under its label (the theme's table rule reads data-label). Screens that show a short list beside their own actions (codes, batches, reports) share it.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography, type SxProps, type TableRowProps, type Theme } from '@mui/material';

export interface RecordColumn<R> {
  /** The header text, already translated; empty for a selection column. */
  label: string;
  /** What the header cell shows instead of the label (a selection column's select-all box). */
  header?: ReactNode;
  render: (record: R) => ReactNode;
  padding?: 'checkbox';
  align?: 'right';
  sx?: SxProps<Theme>;
}

/** A table as wide as its card that fits a phone (narrower cell padding, text wraps) instead of scrolling sideways. */
export const fittingTable: SxProps<Theme> = { width: '100%', '& td, & th': { px: { xs: 1, sm: 2 }, overflowWrap: 'break-word' } };

/** Leaves out the columns a reader does not get (`false`), so a column list can say `admin && { … }`. */
export const shownColumns = <R,>(columns: readonly (RecordColumn<R> | false)[]): RecordColumn<R>[] =>
  columns.filter((column): column is RecordColumn<R> => column !== false);

export function RecordTable<R>(props: {
  /** The table's accessible name. */
  label?: string;
  columns: readonly RecordColumn<R>[];
  records: readonly R[];
  /** A row's React key, the record's `id` unless said. */
  rowKey?: (record: R) => string;
  /** A row's own props: highlighted, clickable, a data attribute the screen finds it by. */
  rowProps?: (record: R) => TableRowProps & { [data: `data-${string}`]: string };
  testId?: string;
  sx?: SxProps<Theme>;
  /**
   * What shows instead of the table when there are no records: a new organization's first visit met a row of
   * column headers over nothing, which reads as a screen still loading or broken. Pass it once the list has loaded
   * (while loading, the headers show as before).
   */
  empty?: ReactNode;
}) {
  const keyOf = props.rowKey ?? ((record: R) => (record as { id: string }).id);
  if (props.empty && props.records.length === 0) return <Typography data-testid={props.testId}>{props.empty}</Typography>;
  return (
    <Table size="small" aria-label={props.label} data-testid={props.testId} sx={props.sx}>
      <TableHead>
        <TableRow>
          {props.columns.map((column, i) => (
            <TableCell key={i} padding={column.padding} align={column.align}>
              {column.header ?? column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.records.map((record) => (
          <TableRow key={keyOf(record)} {...props.rowProps?.(record)}>
            {props.columns.map((column, i) => (
              <TableCell key={i} padding={column.padding} align={column.align} sx={column.sx} data-label={column.label || undefined}>
                {column.render(record)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
