// /access-passes (coordinator; PASS-02, PASS-07, PASS-08): buy codes, the
// payments, the codes to hand out, and the trainees' passes.
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { BuyCodesCard } from './BuyCodesCard';
import { CodesTable } from './CodesTable';
import { PaymentsTable } from './PaymentsTable';
import { displayCode, usePasses } from './api';

const PassesTable = () => {
  const translate = useTranslate();
  const { data: passes = [] } = usePasses();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.access_passes.passes')}
        </Typography>
        {passes.length === 0 ? <Typography>{translate('app.access_passes.no_passes')}</Typography> : null}
        <Table size="small" aria-label={translate('app.access_passes.passes')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.access_passes.columns.trainee')}</TableCell>
              <TableCell>{translate('app.access_passes.columns.code')}</TableCell>
              <TableCell>{translate('app.access_passes.columns.expires')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {passes.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.user_name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{p.code ? displayCode(p.code) : '—'}</TableCell>
                <TableCell>{formatCalendarDate(p.expires_on)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

export const AccessPassesPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.access_passes.coordinator_title" />
      <Typography variant="h5" component="h1">
        {translate('app.access_passes.coordinator_title')}
      </Typography>
      <BuyCodesCard />
      <PaymentsTable />
      <CodesTable />
      <PassesTable />
    </Stack>
  );
};
