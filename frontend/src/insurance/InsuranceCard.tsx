// The insurance card (INS-01, 03, 15, 17): the trainee's documents with their
// label, dates and covered trainings; add, edit and delete. On the trainee
// dashboard and at /account#insurance (which scrolls here).
import { useState } from 'react';
import { useScrollToHash } from '../layout/useScrollToHash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { InsuranceLabel } from '@practicum/shared/domain/insurance/labels';
import { formatDateRange } from '@practicum/shared/format';
import { apiQueryKey } from '../dataProvider';
import { InsuranceDialog } from './InsuranceDialog';
import { useCanWrite } from '../session/useCanWrite';
import { ConfirmedButton } from '../layout/ConfirmedButton';
import { insuranceApi, insurancePath, insuranceStatusPath, useInsuranceDocuments, type InsuranceDocumentRecord } from './insuranceApi';

const labelColor: Record<InsuranceLabel, 'success' | 'warning' | 'error' | 'info'> = {
  current: 'success',
  expiring: 'warning',
  expired: 'error',
  future: 'info',
};

export const InsuranceCard = ({ traineeId }: { traineeId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: documents = [] } = useInsuranceDocuments(traineeId);
  const [editing, setEditing] = useState<InsuranceDocumentRecord | null | 'new'>(null);
  const canWrite = useCanWrite();
  useScrollToHash('insurance');
  const reload = () =>
    Promise.all(
      [insurancePath(traineeId), insuranceStatusPath(traineeId)].map((path) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(path) }),
      ),
    );
  const remove = useMutation({
    mutationFn: (id: string) => insuranceApi.remove(id),
    onSuccess: (answer) => {
      notify(answer.flash ?? 'app.insurance.deleted', { type: 'info' });
      void reload();
    },
    // INS-15: the first error in a toast
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }} id="insurance" data-testid="insurance-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.insurance.title')}
        </Typography>
        {documents.length === 0 ? <Typography color="text.secondary">{translate('app.insurance.none')}</Typography> : null}
        {documents.length ? (
          // a phone scrolls the table rather than the page; relative, so the hidden "Actions" header (absolute) is
          // clipped with the table instead of widening the page
          <Box sx={{ overflowX: 'auto', position: 'relative', mt: 1 }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.insurance.document')}</TableCell>
                  <TableCell>{translate('app.insurance.dates')}</TableCell>
                  <TableCell>{translate('app.insurance.status')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {translate('app.insurance.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {documents.map((doc) => (
                  <TableRow key={doc.id} data-label={doc.label}>
                    <TableCell data-label={translate('app.insurance.document')}>
                      <a href={doc.document.url} target="_blank" rel="noreferrer">
                        {doc.document.filename}
                      </a>
                      <Typography variant="body2" color="text.secondary">
                        {doc.covered_trainings.map((t) => t.display_name).join(', ')}
                      </Typography>
                    </TableCell>
                    <TableCell data-label={translate('app.insurance.dates')}>
                      {formatDateRange(doc.effective_date, doc.expiration_date)}
                    </TableCell>
                    <TableCell data-label={translate('app.insurance.status')}>
                      <Chip size="small" color={labelColor[doc.label]} label={translate(`app.insurance.label.${doc.label}`)} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {canWrite ? (
                        <>
                          <IconButton aria-label={translate('app.insurance.edit')} onClick={() => setEditing(doc)}>
                            <EditIcon />
                          </IconButton>
                          <ConfirmedButton
                            icon={<DeleteIcon />}
                            label={translate('app.insurance.delete')}
                            title="app.insurance.delete_title"
                            content="app.insurance.delete_content"
                            confirm="app.insurance.delete_confirm"
                            onConfirm={() => remove.mutate(String(doc.id))}
                          />
                        </>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
        {canWrite ? (
          <Button sx={{ mt: 1 }} onClick={() => setEditing('new')}>
            {translate('app.insurance.add')}
          </Button>
        ) : null}
      </CardContent>
      {editing !== null ? (
        <InsuranceDialog
          traineeId={traineeId}
          document={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void reload();
          }}
        />
      ) : null}
    </Card>
  );
};
