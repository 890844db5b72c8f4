// The review of a signed submission (FORMS-10, 18, 28, 36): the configured reviewers approve or deny, with comments,
// and may withdraw the decision (reverted), after which it waits for a decision again.
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formsApi, refusalOf } from './api';

export const SubmissionReview = ({ id, onDone }: { id: string; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [comments, setComments] = useState('');
  const review = (status: 'approved' | 'denied') => void decide(status);
  const decide = async (status: 'approved' | 'denied') => {
    try {
      await formsApi.review(id, status, comments);
      notify('app.forms.submission.reviewed', { type: 'success' });
      onDone();
    } catch (error) {
      const { message } = refusalOf(error);
      notify(message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{translate('app.forms.submission.review')}</Typography>
      <TextField
        size="small"
        multiline
        minRows={2}
        label={translate('app.forms.submission.comments')}
        value={comments}
        onChange={(e) => setComments(e.target.value)}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" onClick={() => review('approved')}>
          {translate('app.forms.submission.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => review('denied')}>
          {translate('app.forms.submission.deny')}
        </Button>
      </Stack>
    </Stack>
  );
};

export const SubmissionRevertButton = ({ id, onDone }: { id: string; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const revert = async () => {
    try {
      await formsApi.review(id, 'reverted', '');
      notify('app.forms.submission.reviewed', { type: 'success' });
      onDone();
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    }
  };
  return (
    <div>
      <Button variant="outlined" onClick={() => void revert()}>
        {translate('app.forms.submission.revert')}
      </Button>
    </div>
  );
};
