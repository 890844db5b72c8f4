// A coordinator or faculty member opens a thread (MISC-02): subject and first
// message; the server's field errors land on the inputs; the new thread opens.
import { useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CreateBase, SimpleForm, TextInput, maxLength, required, useNotify, useRedirect, useTranslate } from 'react-admin';
import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX } from '@practicum/shared/domain/support/commands';
import { supportPaths, supportResource } from './types';
import { SaveOnceButton } from '../layout/SaveOnceButton';

export const SupportCreateButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('app.support.new')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.support.open_dialog')}</DialogTitle>
        <DialogContent>
          <CreateBase
            resource={supportResource}
            redirect={false}
            mutationOptions={{
              onSuccess: (record: { id: string }) => {
                setOpen(false);
                notify('app.support.opened', { type: 'success' });
                redirect(supportPaths.show(record.id));
              },
            }}
          >
            {/* a plain row: react-admin's Toolbar pins itself to the bottom of a phone's screen, under the dialog */}
            <SimpleForm
              sx={{ p: 0 }}
              toolbar={
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                  <Button onClick={() => setOpen(false)}>{translate('app.support.cancel')}</Button>
                  <SaveOnceButton label="app.support.send" />
                </Box>
              }
            >
              <TextInput source="subject" validate={[required(), maxLength(SUPPORT_SUBJECT_MAX)]} fullWidth />
              <TextInput source="body" validate={[required(), maxLength(SUPPORT_BODY_MAX)]} multiline minRows={4} fullWidth />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
};
