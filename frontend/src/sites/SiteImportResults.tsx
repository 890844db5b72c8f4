// The per-row result table of a finished import (SITES-06): the refused rows
// with their reasons by default, every row on request, a page at a time.
import { useState } from 'react';
import { FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SiteImportRecord } from '@practicum/shared/domain/sites/imports';
import { useApiRead } from '../dataProvider';
import { FixedPagination } from '../layout/FixedPagination';

const PAGE = 50;

export const SiteImportResults = ({ importId }: { importId: string }) => {
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(0);
  const { data } = useApiRead<SiteImportRecord>(`supervision-sites/imports/${importId}?rows=${all ? 'all' : 'refused'}`);
  const rows = data?.rows ?? [];
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={all}
            onChange={(e) => {
              setAll(e.target.checked);
              setPage(0);
            }}
          />
        }
        label={translate('app.sites.import.show_all')}
      />
      {data && rows.length === 0 ? <Typography color="text.secondary">{translate('app.sites.import.no_refused')}</Typography> : null}
      {rows.length > 0 ? (
        <>
          <Table size="small" aria-label={translate('app.sites.import.results')}>
            <TableHead>
              <TableRow>
                {(['row', 'name', 'result', 'reason'] as const).map((name) => (
                  <TableCell key={name}>{translate(`app.sites.import.columns.${name}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(page * PAGE, (page + 1) * PAGE).map((row) => (
                <TableRow key={row.row}>
                  <TableCell data-label={translate('app.sites.import.columns.row')}>{row.row}</TableCell>
                  <TableCell data-label={translate('app.sites.import.columns.name')}>{row.name}</TableCell>
                  <TableCell data-label={translate('app.sites.import.columns.result')}>
                    {translate(`app.sites.import.status.${row.status}`)}
                  </TableCell>
                  <TableCell data-label={translate('app.sites.import.columns.reason')}>
                    {Object.entries(row.errors ?? {})
                      .flatMap(([, texts]) => texts)
                      .join(' ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <FixedPagination count={rows.length} page={page} perPage={PAGE} onPageChange={setPage} />
        </>
      ) : null}
    </>
  );
};
