// /forms (faculty, coordinator, admin; FORMS-01): the organization's and the
// shared forms, with their type, state and counts; a row opens the details.
import { Button, List, SearchInput, TopToolbar, usePermissions, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { useNavigate } from 'react-router';
import { Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formPaths, type FormRecord } from './api';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const FormListActions = () => {
  const { permissions } = usePermissions<string | undefined>();
  const navigate = useNavigate();
  if (permissions !== 'coordinator' && permissions !== 'admin') return null;
  return (
    <TopToolbar>
      <Button label="app.forms.new_form" onClick={() => void navigate(formPaths.details('new'))}>
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};

export const FormStateChips = ({ form }: { form: Pick<FormRecord, 'published' | 'active' | 'shared'> }) => {
  const translate = useTranslate();
  return (
    <>
      <Chip
        size="small"
        color={form.published ? 'success' : 'default'}
        label={translate(`app.forms.builder.${form.published ? 'published' : 'unpublished'}`)}
      />
      {!form.active && <Chip size="small" color="warning" sx={{ ml: 0.5 }} label={translate('app.forms.builder.inactive')} />}
      {form.shared && <Chip size="small" sx={{ ml: 0.5 }} label={translate('app.forms.shared')} />}
    </>
  );
};

export const FormList = () => {
  const translate = useTranslate();
  return (
    <List<FormRecord>
      resource="forms"
      title="app.forms.list_title"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<FormListActions />}
      empty={false}
    >
      <DataTable<FormRecord> rowClick={(id) => formPaths.details(String(id))} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="type" render={(r: FormRecord) => translate(`app.forms.types.${r.type}`)} />
        <DataTable.Col source="published" render={(r: FormRecord) => <FormStateChips form={r} />} />
        <DataTable.NumberCol source="questions_count" />
        <DataTable.NumberCol source="submissions_count" />
      </DataTable>
    </List>
  );
};
