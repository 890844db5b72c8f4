// /admin/tools/trainee-access-reports (ADMIN-29): every trainee's access — limited or full, until when — for
// one organization or all, on screen and as an Excel file with every row.
import { Button, Stack, Typography } from '@mui/material';
import { ChoiceField } from '../../layout/ChoiceField';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { useApiRead } from '../../dataProvider';
import { RecordTable } from '../../layout/RecordTable';
import { PageCard } from '../../layout/PageCard';
import { paths, type TraineeAccessRecord } from '../api';
import { useInputState } from '../../layout/useInputState';

export const TraineeAccessReportsPage = () => {
  const translate = useTranslate();
  const [organizationId, organizationIdInput] = useInputState('');
  const { data: organizations = [] } = useApiRead<{ id: string; name: string }[]>('admin/organizations?range=[0,499]&sort=["name","ASC"]');
  const { data: rows = [], isFetched } = useApiRead<TraineeAccessRecord[]>(paths.traineeAccess(organizationId));
  const until = (r: TraineeAccessRecord) =>
    r.expires_on === null
      ? ''
      : translate(r.expired ? 'app.access_passes.admin.expired_on' : 'app.access_passes.admin.until', {
          date: formatCalendarDate(r.expires_on),
        });
  return (
    <PageCard title="app.access_passes.admin.trainee_access">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'center' } }}>
        <ChoiceField
          label={translate('app.access_passes.admin.organization')}
          {...organizationIdInput}
          sx={{ minWidth: 260 }}
          blank={translate('app.access_passes.admin.all_organizations')}
          choices={organizations}
        />
        <div>
          <Button variant="outlined" href={`/api/${paths.traineeAccess(organizationId, 'xlsx')}`}>
            {translate('app.access_passes.admin.export_xlsx')}
          </Button>
        </div>
      </Stack>
      {isFetched && rows.length === 0 ? <Typography>{translate('app.access_passes.admin.no_trainees')}</Typography> : null}
      {rows.length >= 500 ? (
        <Typography variant="body2">{translate('app.access_passes.admin.shown', { count: rows.length })}</Typography>
      ) : null}
      <RecordTable
        label={translate('app.access_passes.admin.trainee_access')}
        records={rows}
        columns={[
          { label: translate('app.access_passes.columns.organization'), render: (r) => r.organization_name },
          { label: translate('app.access_passes.columns.trainee'), render: (r) => r.user_name },
          { label: translate('app.access_passes.admin.email'), render: (r) => r.email },
          {
            label: translate('app.access_passes.admin.access'),
            render: (r) =>
              translate(r.access === 'limited' ? 'app.access_passes.admin.access_limited' : 'app.access_passes.admin.access_full'),
          },
          { label: translate('app.access_passes.columns.expires'), render: until },
        ]}
      />
    </PageCard>
  );
};
