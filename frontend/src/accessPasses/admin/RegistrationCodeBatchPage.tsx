// /admin/tools/registration-code-batches/:id (PASS-16): one batch's codes, who
// redeemed them, its exports (printable cards as PDF, Excel) and the list of
// past exports: each is recorded, then its file downloaded.
import { useParams } from 'react-router';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useApiRead } from '../../dataProvider';
import { RecordHistoryTabs } from '../../history';
import { RecordTable } from '../../layout/RecordTable';
import {
  displayCode,
  paths,
  useRecordExport,
  type RegistrationCodeBatchExportRecord,
  type RegistrationCodeBatchRecord,
  type RegistrationCodeRecord,
} from '../api';
import { useTimes } from '../../identity/timeZone';

const exportUrl = (id: string, format: string) => `/api/admin/registration-code-batches/${id}/export?format=${format}`;

const BatchExports = ({ id }: { id: string }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const { data: exports = [] } = useApiRead<RegistrationCodeBatchExportRecord[]>(paths.batchExports(id));
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('app.access_passes.admin.exports')}
      </Typography>
      {exports.length === 0 ? <Typography>{translate('app.access_passes.admin.no_exports')}</Typography> : null}
      <RecordTable
        label={translate('app.access_passes.admin.exports')}
        records={exports}
        columns={[
          { label: translate('app.access_passes.columns.created'), render: (x) => formatDateTime(x.created_at) },
          { label: translate('app.access_passes.admin.format'), render: (x) => translate(`app.access_passes.admin.format_${x.format}`) },
          { label: translate('app.access_passes.admin.exported_by'), render: (x) => x.exported_by_name ?? '—' },
          { label: translate('app.access_passes.columns.count'), render: (x) => x.code_count },
          {
            label: '',
            render: (x) => <Link href={exportUrl(id, x.format)}>{translate('app.access_passes.admin.download')}</Link>,
          },
        ]}
      />
    </>
  );
};

export const RegistrationCodeBatchPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { id = '' } = useParams();
  const { data: batch } = useApiRead<RegistrationCodeBatchRecord & { codes: RegistrationCodeRecord[] }>(paths.batch(id));
  const record = useRecordExport(id);
  if (!batch) return null;
  const exportAs = (format: 'pdf' | 'xlsx') =>
    record.mutate(format, {
      onSuccess: (answer) => window.location.assign(answer.url),
      onError: (e) => notify(e.message, { type: 'error' }),
    });
  return (
    <RecordHistoryTabs sources={[{ stream: `registrationCodeBatch-${id}` }]}>
      <Card sx={{ mt: 2 }}>
        <Title title="app.access_passes.admin.batches" />
        <CardContent>
          <Typography variant="h5" component="h1">
            {batch.name}
          </Typography>
          <Typography gutterBottom>{batch.organization_name}</Typography>
          <Stack direction="row" spacing={2} sx={{ my: 2 }}>
            <Button variant="outlined" disabled={record.isPending} onClick={() => exportAs('pdf')}>
              {translate('app.access_passes.admin.export_pdf')}
            </Button>
            <Button variant="outlined" disabled={record.isPending} onClick={() => exportAs('xlsx')}>
              {translate('app.access_passes.admin.export_xlsx')}
            </Button>
          </Stack>
          <RecordTable
            label={translate('app.access_passes.codes')}
            records={batch.codes}
            columns={[
              { label: translate('app.access_passes.columns.code'), render: (c) => displayCode(c.code), sx: { fontFamily: 'monospace' } },
              {
                label: translate('app.access_passes.columns.status'),
                render: (c) => c.redeemed_by_name ?? translate('app.access_passes.admin.not_redeemed'),
              },
            ]}
          />
          <BatchExports id={id} />
        </CardContent>
      </Card>
    </RecordHistoryTabs>
  );
};
