// /admin/tools/organizations-exports (ADMIN-30): each organization's users, positions and trainings as one
// Excel workbook, downloaded from its row.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganizationRecord } from '@practicum/shared/domain/organizations/records';
import { useApiRead } from '../../dataProvider';
import { RecordTable, fittingTable } from '../../layout/RecordTable';
import { PageCard } from '../../layout/PageCard';

export const OrganizationsExportsPage = () => {
  const translate = useTranslate();
  const { data: organizations = [] } = useApiRead<OrganizationRecord[]>('admin/organizations?range=[0,499]&sort=["name","ASC"]');
  return (
    <PageCard title="app.admin_tools.organizations_exports">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.admin_tools.organizations_exports_help')}
      </Typography>
      <RecordTable
        label={translate('app.admin_tools.organizations_exports')}
        records={organizations}
        sx={fittingTable}
        columns={[
          { label: translate('resources.organizations.fields.name'), render: (o) => o.name },
          {
            label: translate('resources.organizations.fields.supervision_type'),
            render: (o) => translate(`resources.organizations.supervision_types.${o.supervision_type}`, { _: o.supervision_type }),
          },
          {
            label: translate('app.admin_tools.export'),
            render: (o) => (
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                href={`/api/admin/organizations-exports/${o.id}`}
                aria-label={translate('app.admin_tools.export_of', { name: o.name })}
              >
                {translate('app.admin_tools.export_xlsx')}
              </Button>
            ),
          },
        ]}
      />
    </PageCard>
  );
};
