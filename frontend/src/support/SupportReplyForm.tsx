// A message in an open thread (the opener or an admin): the server's field error
// shows under the input; the thread re-reads after the answer.
import { Box, Button, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { SUPPORT_BODY_MAX } from '@practicum/shared/domain/support/commands';
import { useApiCommand } from '../dataProvider/hooks';
import { supportResource } from './types';
import { showError } from '../layout/showError';
import { useInputState } from '../layout/useInputState';

const fieldError = (error: unknown): string | undefined => (error as { body?: { errors?: { body?: string } } }).body?.errors?.body;

export const SupportReplyForm = ({ conversationId, sent }: { conversationId: string; sent: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [body, bodyInput, setBody] = useInputState('');
  const post = useApiCommand<string>((text) => ({
    path: `${supportResource}/${conversationId}/messages`,
    method: 'POST',
    body: { body: text },
  }));
  const error = post.error ? fieldError(post.error) : undefined;
  const send = () =>
    post.mutate(body, {
      onSuccess: () => {
        setBody('');
        notify('app.support.sent', { type: 'success' });
        sent();
      },
      onError: (e) => {
        if (!fieldError(e)) notify(e.message, { type: 'error' });
      },
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
      <TextField
        label={translate('app.support.reply')}
        {...bodyInput}
        multiline
        minRows={3}
        fullWidth
        {...showError(error)}
        slotProps={{ htmlInput: { maxLength: SUPPORT_BODY_MAX } }}
      />
      <Box>
        <Button variant="contained" onClick={send} disabled={post.isPending}>
          {translate('app.support.send')}
        </Button>
      </Box>
    </Box>
  );
};
