// /forms/training-forms (trainee, supervisor; FORMS-04) and
// /forms/training-forms/overview (faculty, coordinator; TRAIN-54): the
// submissions the viewer may see (scoped on the server), newest first.
import { Link } from 'react-router';
import { List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { useColumnsExporter, type CsvColumn } from '../layout/csvExport';
import { useStatusLabel } from '../layout/statusLabel';
import { DataTable } from '../layout/DataTable';
import { submissionStatuses } from '@practicum/shared/domain/forms/model';
import { formPaths, type SubmissionRecord } from './api';
import { SubmissionStatusChip } from './SubmissionStatusChip';
import { useTimes } from '../identity/timeZone';

const StatusFilter = () => {
  const translate = useTranslate();
  return <SelectInput source="status" choices={submissionStatuses.map((s) => ({ id: s, name: translate(`app.forms.statuses.${s}`) }))} />;
};

/** The file of the Export button: the table's columns, the status and the date as the table words them. */
const useSubmissionExporter = () => {
  const { formatDate } = useTimes();
  const label = useStatusLabel();
  const columns: CsvColumn<SubmissionRecord>[] = [
    { source: 'form' },
    { source: 'submitter' },
    { source: 'target' },
    { source: 'status', value: (r) => label(`app.forms.statuses.${r.status ?? 'draft'}`, r.status ?? 'draft') },
    { source: 'submitted_at', value: (r) => (r.submitted_at ? formatDate(r.submitted_at) : '') },
  ];
  return useColumnsExporter('submitted-forms', columns);
};

export const SubmittedFormList = ({ title }: { title: string }) => {
  const { formatDate } = useTimes();
  const exporter = useSubmissionExporter();
  return (
    <List<SubmissionRecord>
      exporter={exporter}
      resource="submitted-forms"
      title={title}
      filters={[<SearchInput key="q" source="q" alwaysOn />, <StatusFilter key="status" />]}
      sort={{ field: 'updated_at', order: 'DESC' }}
      empty={false}
      disableSyncWithLocation
    >
      <DataTable<SubmissionRecord> rowClick={(id) => formPaths.submitted(String(id))} bulkActionButtons={false}>
        <DataTable.Col source="form" />
        <DataTable.Col source="submitter" />
        <DataTable.Col
          source="target"
          render={(r: SubmissionRecord) =>
            r.target_id && r.target ? (
              // TRAIN-55: the person's evaluations (a link, not the row's click)
              <Link to={`/evaluations/training/${r.target_id}`} onClick={(e) => e.stopPropagation()}>
                {r.target}
              </Link>
            ) : (
              (r.target ?? '')
            )
          }
        />
        <DataTable.Col source="status" render={(r: SubmissionRecord) => <SubmissionStatusChip status={r.status} progress={r.progress} />} />
        <DataTable.Col source="submitted_at" render={(r: SubmissionRecord) => (r.submitted_at ? formatDate(r.submitted_at) : '')} />
      </DataTable>
    </List>
  );
};

export const TrainingFormsPage = () => <SubmittedFormList title="app.forms.training_forms.title" />;
export const TrainingFormsOverviewPage = () => <SubmittedFormList title="app.forms.training_forms.overview" />;
