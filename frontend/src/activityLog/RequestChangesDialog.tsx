// The reviewer's "Request changes" dialog: the comment is required.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  onSend: (comment: string) => Promise<void>;
}

export const RequestChangesDialog = ({ open, onClose, onSend }: Props) => {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const send = async () => {
    await onSend(comment);
    setComment('');
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-changes-title">
      <DialogTitle id="request-changes-title">{translate('app.activity_log.request_changes.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          sx={{ mt: 1 }}
          label={translate('app.activity_log.request_changes.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={comment.trim() === ''} onClick={() => void send()}>
          {translate('app.activity_log.request_changes.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
