// "Erase personal data" on the admin's user page: a confirmation that says what an erasure destroys and what it
// keeps, and asks for the reason (kept in the audit trail); the server's 422 messages show on the field.
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button as RaButton, useNotify, useTranslate } from 'react-admin';
import { ERASURE_REASON_MAX } from '@practicum/shared/domain/erasure/index';
import { useApiCommand } from '../../dataProvider/hooks';
import { fieldErrorsOf } from '../../identity/twoFactor/failure';
import { erasureTrailPath } from './useErasure';
import { useInputState } from '../../layout/useInputState';
import { useErrorText } from '../../errors/errorText';

export const EraseUserButton = ({ user }: { user: { id: string; name: string } }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, reasonInput, setReason] = useInputState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorText = useErrorText();
  const erase = useApiCommand(
    (text: string) => ({ path: 'admin/erasures', body: { user_id: user.id, reason: text } }),
    [erasureTrailPath(user.id), 'admin/tools/projections'],
  );
  const close = () => {
    setOpen(false);
    setErrors({});
  };
  const submit = () =>
    erase.mutate(reason, {
      onSuccess: () => {
        close();
        setReason('');
        notify('app.users.erasure.done', { type: 'success' });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(Object.keys(fields).length ? fields : { form: errorText(error) });
      },
    });
  const general = errors.user_id ?? errors.form;
  return (
    <>
      {/* react-admin's button: an icon alone on a phone, like the other actions of the row */}
      <RaButton color="error" label={translate('app.users.erasure.action')} onClick={() => setOpen(true)}>
        <DeleteForeverIcon />
      </RaButton>
      <Dialog open={open} onClose={close} aria-labelledby="erase-user-title" fullWidth maxWidth="sm">
        <DialogTitle id="erase-user-title">{translate('app.users.erasure.confirm_title', { name: user.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{translate('app.users.erasure.destroys')}</Typography>
            <Typography>{translate('app.users.erasure.keeps')}</Typography>
            <Alert severity="warning">{translate('app.users.erasure.final')}</Alert>
            {general ? <Alert severity="error">{general}</Alert> : null}
            <TextField
              label={translate('app.users.erasure.reason')}
              {...reasonInput}
              multiline
              minRows={3}
              required
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? translate('app.users.erasure.reason_help', { count: reason.length, max: ERASURE_REASON_MAX })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={erase.isPending} onClick={submit}>
            {translate('app.users.erasure.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
