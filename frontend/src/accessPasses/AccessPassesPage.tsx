// /access-passes (coordinator; PASS-02, PASS-07, PASS-08): buy codes, the
// payments, the codes to hand out, and the trainees' passes.
import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { RecordTable } from '../layout/RecordTable';
import { TitledCard } from '../layout/TitledCard';
import { BuyCodesCard } from './BuyCodesCard';
import { CodesTable } from './CodesTable';
import { PaymentsTable } from './PaymentsTable';
import { displayCode, usePasses } from './api';

const PassesTable = () => {
  const translate = useTranslate();
  const { data: passes = [], isPending } = usePasses();
  return (
    <TitledCard title="app.access_passes.passes">
      <RecordTable
        label={translate('app.access_passes.passes')}
        records={passes}
        empty={!isPending && translate('app.access_passes.no_passes')}
        sx={{}}
        columns={[
          { label: translate('app.access_passes.columns.trainee'), render: (p) => p.user_name },
          {
            label: translate('app.access_passes.columns.code'),
            render: (p) => (p.code ? displayCode(p.code) : '—'),
            sx: { fontFamily: 'monospace' },
          },
          { label: translate('app.access_passes.columns.expires'), render: (p) => formatCalendarDate(p.expires_on) },
        ]}
      />
    </TitledCard>
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
