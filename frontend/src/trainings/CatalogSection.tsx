// One section of the activities editor: the organization's entries of one
// kind (activity types, activities or tags) in a table, with a dialog to add
// one and, where the kind can be edited, a dialog per row to edit it.
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { CreateBase, EditBase, Form, SaveButton, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';

export interface CatalogColumn<R> {
  field: string;
  render: (record: R) => ReactNode;
}

interface CatalogSectionProps<R extends RaRecord> {
  resource: 'activity-types' | 'activities' | 'activity-tags';
  sort: { field: string; order: 'ASC' | 'DESC' };
  columns: CatalogColumn<R>[];
  /** The inputs of the add (and edit) form. */
  inputs: ReactNode;
  editable: boolean;
}

type DialogState = { mode: 'create' } | { mode: 'edit'; id: RaRecord['id'] } | null;

export function CatalogSection<R extends RaRecord>({ resource, sort, columns, inputs, editable }: CatalogSectionProps<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>(null);
  const { data = [], refetch } = useGetList<R>(resource, { pagination: { page: 1, perPage: 1000 }, sort });
  const title = translate(`resources.${resource}.name`, { smart_count: 2 });
  const onSuccess = () => {
    setDialog(null);
    notify('app.training_setup.activities.saved', { type: 'info' });
    void refetch();
  };
  const form = (
    <Form>
      <Stack spacing={1}>{inputs}</Stack>
      <SaveButton />
    </Form>
  );
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
            {translate('app.training_setup.activities.add')}
          </Button>
        </Stack>
        {data.length === 0 ? (
          <Typography color="text.secondary">{translate('app.training_setup.activities.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.field}>{translate(`resources.${resource}.fields.${column.field}`)}</TableCell>
                ))}
                {editable ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((record) => (
                <TableRow key={record.id}>
                  {columns.map((column) => (
                    <TableCell key={column.field} data-label={translate(`resources.${resource}.fields.${column.field}`)}>
                      {column.render(record)}
                    </TableCell>
                  ))}
                  {editable ? (
                    <TableCell align="right">
                      <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog({ mode: 'edit', id: record.id })}>
                        {translate('app.training_setup.activities.edit')}
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        <DialogTitle>
          {translate(dialog?.mode === 'edit' ? 'app.training_setup.activities.edit' : 'app.training_setup.activities.add')} –{' '}
          {translate(`resources.${resource}.name`, { smart_count: 1 })}
        </DialogTitle>
        <DialogContent>
          {dialog?.mode === 'create' ? (
            <CreateBase resource={resource} redirect={false} mutationOptions={{ onSuccess }}>
              {form}
            </CreateBase>
          ) : null}
          {dialog?.mode === 'edit' ? (
            <EditBase resource={resource} id={dialog.id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
              {form}
            </EditBase>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
