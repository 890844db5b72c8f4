// Payments (PASS-04, PASS-05): the coordinator's organization's, or every
// organization's for an admin, who records an invoice's payment here.
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { useApiCommand, useApiRead } from '../dataProvider';
import { RecordTable, shownColumns } from '../layout/RecordTable';
import { TitledCard } from '../layout/TitledCard';
import { money, paths, type PaymentRecord } from './api';

export const PaymentsTable = ({ admin = false }: { admin?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const path = admin ? paths.adminPayments : paths.payments;
  const { data: payments = [], isPending } = useApiRead<PaymentRecord[]>(path);
  const record = useApiCommand((id: string) => ({ path: `admin/payments/${id}/record-payment` }), [path, paths.batches]);
  return (
    <TitledCard title="app.access_passes.payments">
      <RecordTable
        label={translate('app.access_passes.payments')}
        records={payments}
        empty={!isPending && translate('app.access_passes.no_payments')}
        columns={shownColumns<PaymentRecord>([
          { label: translate('app.access_passes.columns.created'), render: (p) => formatCalendarDate(p.created_at.slice(0, 10)) },
          admin && { label: translate('app.access_passes.columns.organization'), render: (p) => p.organization_name },
          {
            label: translate('app.access_passes.columns.type'),
            render: (p) =>
              p.purpose === 'pass'
                ? translate('app.access_passes.pass_payment', { type: translate(`app.access_passes.${p.payment_type}`) })
                : translate(`app.access_passes.${p.payment_type}`),
          },
          { label: translate('app.access_passes.columns.count'), render: (p) => p.count },
          { label: translate('app.access_passes.columns.amount'), render: (p) => money(p.amount_cents) },
          { label: translate('app.access_passes.columns.status'), render: (p) => translate(`app.access_passes.status.${p.status}`) },
          admin && {
            label: '',
            render: (p) =>
              p.status === 'pending' && p.payment_type === 'manual_invoice' ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => record.mutate(p.id, { onError: (e) => notify(e.message, { type: 'error' }) })}
                >
                  {translate('app.access_passes.admin.record_payment')}
                </Button>
              ) : null,
          },
        ])}
      />
    </TitledCard>
  );
};
