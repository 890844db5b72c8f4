// What the two link tables (invite links, signup codes) share: a table of links that can be copied
// and switched off or on.
import { type ReactNode } from 'react';
import { Box, Button, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography, type SxProps } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useApiCommand } from '../dataProvider';

/** Copies a link of this site; where the clipboard is refused, the link is shown instead. */
export function useCopyLink() {
  const notify = useNotify();
  return (path: string) => {
    const link = `${window.location.origin}${path}`;
    void navigator.clipboard
      ?.writeText(link)
      .then(() => notify('app.invites.links.copied', { type: 'success' }))
      .catch(() => notify(link, { type: 'info' }));
  };
}

/**
 * A links table's rows (the newest 50 of the resource) and its Active switch, which sends `{ active }` to the
 * row's path and reads the list again.
 */
export function useLinkRows<Row extends LinkRow>(resource: string, activePathOf: (row: Row) => string) {
  const refresh = useRefresh();
  const { data = [], isPending } = useGetList<Row>(resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const edit = useApiCommand((v: { row: Row; active: boolean }) => ({
    path: activePathOf(v.row),
    method: 'PUT',
    body: { active: v.active },
  }));
  const onActive = (row: Row, active: boolean) => edit.mutate({ row, active }, { onSuccess: () => refresh() });
  return { rows: data, isPending, onActive, refresh };
}

export interface LinkColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  sx?: SxProps;
}

interface LinkRow {
  id: string;
  active: boolean;
  path: string;
}

/** The links with their columns, an Active switch, Copy link and any further actions. */
export function LinkTable<Row extends LinkRow>(props: {
  label: string;
  rows: Row[];
  columns: LinkColumn<Row>[];
  nameOf: (row: Row) => string;
  onActive: (row: Row, active: boolean) => void;
  actions?: (row: Row) => ReactNode;
  /** Shown instead of the table when there is no row (once loaded), as RecordTable's `empty`. */
  empty?: ReactNode;
}) {
  const translate = useTranslate();
  const copy = useCopyLink();
  if (props.empty && props.rows.length === 0) return <Typography>{props.empty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            {props.columns.map((column) => (
              <TableCell key={column.header} sx={column.sx}>
                {column.header}
              </TableCell>
            ))}
            <TableCell>{translate('app.invites.links.active')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.id}>
              {props.columns.map((column) => (
                <TableCell key={column.header} sx={column.sx} data-label={column.header}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell data-label={translate('app.invites.links.active')}>
                <Switch
                  checked={row.active}
                  slotProps={{ input: { 'aria-label': translate('app.invites.links.active_for', { name: props.nameOf(row) }) } }}
                  onChange={(e) => props.onActive(row, e.target.checked)}
                />
              </TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => copy(row.path)}>
                  {translate('app.invites.links.copy')}
                </Button>
                {props.actions?.(row)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
