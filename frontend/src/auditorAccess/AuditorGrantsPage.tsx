// /audit/grants (issue 20): a coordinator gives an auditor read-only access to the organization's audit
// trail, record history and reports until a date (admins: for any organization), and revokes it. The
// grant and its revocation are events, so both show in the trail.
import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { ChoiceField } from '../layout/ChoiceField';
import { List, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { latestGrantEnd, type AuditorGrantRecord } from '@practicum/shared/domain/auditorAccess/index';
import { formatCalendarDate } from '@practicum/shared/format';
import { useApiCommand } from '../dataProvider';
import { useCurrentUser } from '../identity/currentUser';
import { InlineForm, useCreateForm } from '../layout/inlineForm';
import { showError } from '../layout/showError';
import { ConfirmedButton } from '../layout/ConfirmedButton';
import { useTimes } from '../identity/timeZone';

const today = () => new Date().toISOString().slice(0, 10);

const OrganizationSelect = ({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) => {
  const translate = useTranslate();
  const { data = [] } = useGetList<{ id: string; name: string }>('organizations', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <ChoiceField
      id="grant-organization"
      label={translate('app.auditor_access.organization')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...showError(error)}
      sx={{ minWidth: 220 }}
      choices={data}
    />
  );
};

const GrantForm = ({ forAdmin }: { forAdmin: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useCreateForm({ email: '', ends_on: '', organization_id: '' }, 'auditor-grants', {
    body: (values) => ({
      email: values.email,
      ends_on: values.ends_on,
      ...(forAdmin ? { organization_id: values.organization_id || undefined } : {}),
    }),
    done: (sent) => notify('app.auditor_access.granted', { type: 'success', messageArgs: { email: sent.email } }),
  });
  const { values, errors } = form;
  return (
    <InlineForm onSubmit={form.submit}>
      <TextField
        type="email"
        label={translate('app.auditor_access.email')}
        {...form.field('email', translate('app.auditor_access.email_help'))}
        required
      />
      <TextField
        type="date"
        label={translate('app.auditor_access.ends_on')}
        {...form.field('ends_on')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today(), max: latestGrantEnd(today()) } }}
        required
      />
      {forAdmin ? (
        <OrganizationSelect
          value={values.organization_id}
          onChange={(organization_id) => form.set({ organization_id })}
          error={errors.organization_id}
        />
      ) : null}
      <Button type="submit" variant="contained" disabled={form.isPending}>
        {translate('app.auditor_access.grant')}
      </Button>
    </InlineForm>
  );
};

const StatusChip = ({ grant }: { grant: AuditorGrantRecord }) => {
  const translate = useTranslate();
  const status = grant.revoked ? 'revoked' : grant.active ? 'active' : 'ended';
  return (
    <Chip size="small" color={status === 'active' ? 'success' : 'default'} label={translate(`app.auditor_access.statuses.${status}`)} />
  );
};

const RevokeButton = ({ grant }: { grant: AuditorGrantRecord }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const revoke = useApiCommand((id: string) => ({ path: `auditor-grants/${id}`, method: 'DELETE' }));
  if (!grant.active) return null;
  const name = grant.auditor.name ?? grant.auditor.email ?? '';
  return (
    <ConfirmedButton
      size="small"
      color="error"
      disabled={revoke.isPending}
      aria-label={translate('app.auditor_access.revoke_for', { name })}
      label={translate('app.auditor_access.revoke')}
      title="app.auditor_access.revoke_title"
      content="app.auditor_access.revoke_content"
      translateOptions={{ name }}
      confirm="app.auditor_access.revoke"
      onConfirm={() => revoke.mutate(grant.id, { onSuccess: () => refresh() })}
    />
  );
};

export const AuditorGrantsPage = () => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const forAdmin = user?.current_position?.role.keyname === 'admin';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="info">{translate('app.auditor_access.intro')}</Alert>
      <GrantForm forAdmin={forAdmin} />
      <List<AuditorGrantRecord>
        resource="auditor-grants"
        title="app.auditor_access.title"
        actions={false}
        // react-admin's own empty page shows its words too faint to read (WCAG contrast)
        empty={<Typography sx={{ p: 2 }}>{translate('app.auditor_access.none')}</Typography>}
        sort={{ field: 'granted_at', order: 'DESC' }}
        perPage={25}
      >
        <DataTable<AuditorGrantRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="auditor"
            label="app.auditor_access.auditor"
            disableSort
            render={(grant: AuditorGrantRecord) => `${grant.auditor.name ?? ''} (${grant.auditor.email ?? ''})`}
          />
          {forAdmin ? <DataTable.Col source="organization_name" label="app.auditor_access.organization" disableSort /> : null}
          <DataTable.Col
            source="ends_on"
            label="app.auditor_access.ends_on"
            render={(grant: AuditorGrantRecord) => formatCalendarDate(grant.ends_on)}
          />
          <DataTable.Col
            source="revoked"
            label="app.auditor_access.status"
            disableSort
            render={(grant: AuditorGrantRecord) => <StatusChip grant={grant} />}
          />
          <DataTable.Col
            source="granted_at"
            label="app.auditor_access.granted_at"
            render={(grant: AuditorGrantRecord) => `${formatDateTime(grant.granted_at)} · ${grant.granted_by.name ?? ''}`}
          />
          <DataTable.Col source="id" label="" disableSort render={(grant: AuditorGrantRecord) => <RevokeButton grant={grant} />} />
        </DataTable>
      </List>
    </Stack>
  );
};
