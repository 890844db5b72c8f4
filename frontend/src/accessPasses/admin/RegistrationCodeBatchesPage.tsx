// /admin/tools/registration-code-batches (PASS-15): the batches, a new batch
// for an organization, and the payments whose invoices an admin records.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { ChoiceField } from '../../layout/ChoiceField';
import { TitledCard } from '../../layout/TitledCard';
import { Title, useNotify, useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { useApiCommand, useApiRead } from '../../dataProvider';
import { RecordTable } from '../../layout/RecordTable';
import { PaymentsTable } from '../PaymentsTable';
import { paths, type RegistrationCodeBatchRecord } from '../api';
import { showError } from '../../layout/showError';

const NewBatchCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: organizations = [] } = useApiRead<{ id: string; name: string }[]>('admin/organizations?range=[0,499]&sort=["name","ASC"]');
  const [form, setForm] = useState({ organization_id: '', name: '', count: '25' });
  const create = useApiCommand(
    (body: typeof form) => ({ path: 'admin/registration-code-batches', body: { ...body, count: Number(body.count) } }),
    [paths.batches],
  );
  const errors = (create.error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  return (
    <TitledCard title="app.access_passes.admin.new_batch">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField
          label={translate('app.access_passes.admin.organization')}
          value={form.organization_id}
          onChange={set('organization_id')}
          sx={{ minWidth: 240 }}
          {...showError(errors.organization_id)}
          choices={organizations}
        />
        <TextField
          label={translate('app.access_passes.admin.name')}
          value={form.name}
          onChange={set('name')}
          {...showError(errors.name)}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <TextField
          type="number"
          label={translate('app.access_passes.count')}
          value={form.count}
          onChange={set('count')}
          {...showError(errors.count)}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
        <div>
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            disabled={create.isPending}
            onClick={() => create.mutate(form, { onSuccess: () => notify('app.access_passes.admin.create', { type: 'success' }) })}
          >
            {translate('app.access_passes.admin.create')}
          </Button>
        </div>
      </Stack>
    </TitledCard>
  );
};

export const RegistrationCodeBatchesPage = () => {
  const translate = useTranslate();
  const { data: batches = [], isPending } = useApiRead<RegistrationCodeBatchRecord[]>(paths.batches);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.access_passes.admin.batches" />
      <Typography variant="h5" component="h1">
        {translate('app.access_passes.admin.batches')}
      </Typography>
      <NewBatchCard />
      <TitledCard title="app.access_passes.admin.batches">
        <RecordTable
          label={translate('app.access_passes.admin.batches')}
          records={batches}
          empty={!isPending && translate('app.access_passes.admin.no_batches')}
          columns={[
            {
              label: translate('app.access_passes.admin.name'),
              render: (b) => (
                <Link component={RouterLink} to={`/admin/tools/registration-code-batches/${b.id}`}>
                  {b.name}
                </Link>
              ),
            },
            { label: translate('app.access_passes.columns.organization'), render: (b) => b.organization_name },
            { label: translate('app.access_passes.columns.count'), render: (b) => b.code_count },
            { label: translate('app.access_passes.columns.redeemed'), render: (b) => b.redeemed_count },
            { label: translate('app.access_passes.columns.created'), render: (b) => formatCalendarDate(b.created_at.slice(0, 10)) },
          ]}
        />
      </TitledCard>
      <PaymentsTable admin />
    </Stack>
  );
};
