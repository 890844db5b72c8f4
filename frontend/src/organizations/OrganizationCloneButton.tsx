// POST /api/admin/organizations/{id}/clone with the new name, then open the
// clone's edit page (its read carries X-Min-Position, so it is there).
import { useState, type MouseEvent } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Button as MuiButton } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { type PracticumDataProvider } from '../dataProvider';
import { organizationPaths } from './paths';
import { type Organization } from './types';

export const OrganizationCloneButton = () => {
  const record = useRecordContext<Organization>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PracticumDataProvider>();
  const [name, setName] = useState<string | undefined>(undefined);
  const { mutate, isPending } = useMutation({
    mutationFn: (newName: string) => dataProvider.clone<Organization>('organizations', { id: record!.id, data: { name: newName } }),
    onSuccess: ({ data }) => {
      setName(undefined);
      void queryClient.invalidateQueries({ queryKey: ['organizations'] });
      notify('resources.organizations.clone.done', { type: 'success' });
      void navigate(organizationPaths.edit(data.id));
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record) return null;

  const open = (event: MouseEvent) => {
    event.stopPropagation();
    setName(translate('resources.organizations.clone.default_name', { name: record.name }));
  };

  return (
    <>
      <Button label="resources.organizations.actions.clone" onClick={open}>
        <ContentCopyIcon />
      </Button>
      <Dialog
        open={name !== undefined}
        onClose={() => setName(undefined)}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{translate('resources.organizations.clone.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.organizations.clone.content')}</DialogContentText>
          <TextField
            label={translate('resources.organizations.clone.new_name')}
            value={name ?? ''}
            onChange={(event) => setName(event.target.value)}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setName(undefined)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={isPending || !name?.trim()} onClick={() => mutate(name!.trim())}>
            {translate('resources.organizations.actions.clone')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
