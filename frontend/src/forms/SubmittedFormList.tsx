// /forms/training-forms (trainee, supervisor; FORMS-04) and
// /forms/training-forms/overview (faculty, coordinator; TRAIN-54): the
// submissions the viewer may see (scoped on the server), newest first.
import { Link } from 'react-router';
import { Card, Tab, Tabs } from '@mui/material';
import { List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { useStatusLabel } from '../layout/statusLabel';
import { DataTable } from '../layout/DataTable';
import { useListColumns, type ListColumn } from '../layout/listColumns';
import { overviewTrainings, submissionStatuses, type OverviewTrainings } from '@practicum/shared/domain/forms/model';
import { formPaths, type SubmissionRecord } from './api';
import { SubmissionStatusChip } from './SubmissionStatusChip';
import { useTimes } from '../identity/timeZone';
import { useHashTab } from '../layout/useHashTab';

const StatusFilter = () => {
  const translate = useTranslate();
  return <SelectInput source="status" choices={submissionStatuses.map((s) => ({ id: s, name: translate(`app.forms.statuses.${s}`) }))} />;
};

/** The table's columns, which Export writes: the status and the date as the table words them. */
const useSubmissionColumns = () => {
  const { formatDate } = useTimes();
  const label = useStatusLabel();
  const columns: ListColumn<SubmissionRecord>[] = [
    { source: 'form' },
    { source: 'submitter' },
    { source: 'target', cell: (r) => <TargetLink submission={r} /> },
    {
      source: 'status',
      value: (r) => label(`app.forms.statuses.${r.status ?? 'draft'}`, r.status ?? 'draft'),
      cell: (r) => <SubmissionStatusChip status={r.status} progress={r.progress} />,
    },
    { source: 'submitted_at', value: (r) => (r.submitted_at ? formatDate(r.submitted_at) : '') },
  ];
  return useListColumns('submitted-forms', columns);
};

/** TRAIN-55: the assessed person's evaluations (a link, not the row's click); their name alone where none. */
const TargetLink = ({ submission: r }: { submission: SubmissionRecord }) =>
  r.target_id && r.target ? (
    <Link to={`/evaluations/training/${r.target_id}`} onClick={(e) => e.stopPropagation()}>
      {r.target}
    </Link>
  ) : (
    (r.target ?? '')
  );

export const SubmittedFormList = ({ title, filter }: { title: string; filter?: Record<string, string> }) => {
  const { columns, exporter } = useSubmissionColumns();
  return (
    <List<SubmissionRecord>
      exporter={exporter}
      resource="submitted-forms"
      title={title}
      filter={filter}
      filters={[<SearchInput key="q" source="q" alwaysOn />, <StatusFilter key="status" />]}
      sort={{ field: 'updated_at', order: 'DESC' }}
      empty={false}
      disableSyncWithLocation
    >
      <DataTable<SubmissionRecord> rowClick={(id) => formPaths.submitted(String(id))} bulkActionButtons={false}>
        {columns}
      </DataTable>
    </List>
  );
};

export const TrainingFormsPage = () => <SubmittedFormList title="app.forms.training_forms.title" />;

/** The tab in the URL hash (000 §1): a reload or a link opens the same trainings. */
const trainingTabs: Record<OverviewTrainings, string> = { current: '', previous: '#previous', all: '#all' };

/** TRAIN-54: the evaluations of current trainings first; those of trainings that ended, or all, a tab away. */
export const TrainingFormsOverviewPage = () => {
  const translate = useTranslate();
  const [trainings, setTrainings] = useHashTab(trainingTabs);
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Tabs
          value={trainings}
          onChange={(_event, chosen: OverviewTrainings) => setTrainings(chosen)}
          aria-label={translate('app.forms.training_forms.by_training')}
          variant="scrollable"
        >
          {overviewTrainings.map((key) => (
            <Tab key={key} value={key} label={translate(`app.forms.training_forms.trainings.${key}`)} />
          ))}
        </Tabs>
      </Card>
      {/* a list of its own per tab: each keeps its own page and search */}
      <SubmittedFormList key={trainings} title="app.forms.training_forms.overview" filter={{ training: trainings }} />
    </>
  );
};
