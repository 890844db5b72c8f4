// Payments (PASS-04, PASS-05): the coordinator's organization's, or every
// organization's for an admin, who records an invoice's payment here.
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { useApiCommand, useApiRead } from '../dataProvider';
import { money, paths, type PaymentRecord } from './api';

export const PaymentsTable = ({ admin = false }: { admin?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const path = admin ? paths.adminPayments : paths.payments;
  const { data: payments = [] } = useApiRead<PaymentRecord[]>(path);
  const record = useApiCommand((id: string) => ({ path: `admin/payments/${id}/record-payment` }), [path, paths.batches]);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.access_passes.payments')}
        </Typography>
        {payments.length === 0 ? <Typography>{translate('app.access_passes.no_payments')}</Typography> : null}
        <Table size="small" aria-label={translate('app.access_passes.payments')} sx={{ overflowX: 'auto', display: 'block' }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.access_passes.columns.created')}</TableCell>
              {admin ? <TableCell>{translate('app.access_passes.columns.organization')}</TableCell> : null}
              <TableCell>{translate('app.access_passes.columns.type')}</TableCell>
              <TableCell>{translate('app.access_passes.columns.count')}</TableCell>
              <TableCell>{translate('app.access_passes.columns.amount')}</TableCell>
              <TableCell>{translate('app.access_passes.columns.status')}</TableCell>
              {admin ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatCalendarDate(p.created_at.slice(0, 10))}</TableCell>
                {admin ? <TableCell>{p.organization_name}</TableCell> : null}
                <TableCell>
                  {p.purpose === 'pass'
                    ? translate('app.access_passes.pass_payment', { type: translate(`app.access_passes.${p.payment_type}`) })
                    : translate(`app.access_passes.${p.payment_type}`)}
                </TableCell>
                <TableCell>{p.count}</TableCell>
                <TableCell>{money(p.amount_cents)}</TableCell>
                <TableCell>{translate(`app.access_passes.status.${p.status}`)}</TableCell>
                {admin ? (
                  <TableCell>
                    {p.status === 'pending' && p.payment_type === 'manual_invoice' ? (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => record.mutate(p.id, { onError: (e) => notify(e.message, { type: 'error' }) })}
                      >
                        {translate('app.access_passes.admin.record_payment')}
                      </Button>
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
