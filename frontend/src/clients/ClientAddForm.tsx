// A trainee adds a client by code (MISC-04): never a name (HIPAA). The server's
// field errors (format, taken) land on the input; the list re-reads.
import { Box, Card, CardContent } from '@mui/material';
import { CreateBase, SimpleForm, TextInput, maxLength, required, useNotify, useRefresh } from 'react-admin';
import { CLIENT_CODE_MAX } from '@practicum/shared/domain/clients/commands';
import { clientsResource } from './types';
import { SaveOnceButton } from '../layout/SaveOnceButton';

export const ClientAddForm = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <CreateBase
          resource={clientsResource}
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('app.clients.added', { type: 'success' });
              refresh();
            },
          }}
        >
          {/* a plain row: react-admin's Toolbar pins itself to the bottom of a phone's screen */}
          <SimpleForm
            sx={{ p: 0 }}
            toolbar={
              <Box sx={{ pb: 2 }}>
                <SaveOnceButton label="app.clients.add" />
              </Box>
            }
          >
            <TextInput source="code" validate={[required(), maxLength(CLIENT_CODE_MAX)]} helperText="app.clients.code_help" />
          </SimpleForm>
        </CreateBase>
      </CardContent>
    </Card>
  );
};
