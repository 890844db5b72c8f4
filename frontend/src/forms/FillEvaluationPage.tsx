// /forms/fill (trainee, supervisor, faculty; the menu's "Fill an evaluation"): the published evaluations the
// viewer's role may fill in (the form's submitter roles), by name; a row opens the form to start one.
import { List, SearchInput, usePermissions, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { formPaths, type FormRecord } from './api';

export const FillEvaluationPage = () => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string | undefined>();
  if (!role) return null;
  return (
    <List<FormRecord>
      resource="forms"
      title="app.forms.fill.title"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      filter={{ type: 'evaluation', published: true, active: true, submitter_role: role }}
      sort={{ field: 'name', order: 'ASC' }}
      actions={false}
      disableSyncWithLocation
      empty={false}
    >
      <DataTable<FormRecord>
        rowClick={(id) => formPaths.details(String(id))}
        bulkActionButtons={false}
        empty={<p data-testid="fill-none">{translate('app.forms.fill.none')}</p>}
      >
        <DataTable.Col source="name" />
        <DataTable.NumberCol source="questions_count" />
      </DataTable>
    </List>
  );
};
