// A small read-only table of records: a header of column labels, one row per record, scrolling sideways on a
// narrow screen. Screens that show a short list beside their own actions (codes, batches, reports) share it.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

export interface RecordColumn<R> {
  /** The header text, already translated; empty for a selection column. */
  label: string;
  render: (record: R) => ReactNode;
  padding?: 'checkbox';
  sx?: SxProps<Theme>;
}

/** A table as wide as its card that fits a phone (narrower cell padding, text wraps) instead of scrolling sideways. */
export const fittingTable: SxProps<Theme> = { width: '100%', '& td, & th': { px: { xs: 1, sm: 2 }, overflowWrap: 'break-word' } };

export function RecordTable<R extends { id: string }>(props: {
  /** The table's accessible name. */
  label?: string;
  columns: readonly RecordColumn<R>[];
  records: readonly R[];
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Table size="small" aria-label={props.label} data-testid={props.testId} sx={props.sx ?? { overflowX: 'auto', display: 'block' }}>
      <TableHead>
        <TableRow>
          {props.columns.map((column, i) => (
            <TableCell key={i} padding={column.padding}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.records.map((record) => (
          <TableRow key={record.id}>
            {props.columns.map((column, i) => (
              <TableCell key={i} padding={column.padding} sx={column.sx}>
                {column.render(record)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
