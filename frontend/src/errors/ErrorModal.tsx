// The error modal of spec 000 §8: titled "Error" or by status, dismissed with OK.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { errorTitleKey } from './catalogue';

export interface ErrorModalProps {
  error: { message: string; status?: number; args?: Record<string, unknown> } | undefined;
  onClose: () => void;
}

export const ErrorModal = ({ error, onClose }: ErrorModalProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={error !== undefined} onClose={onClose} aria-labelledby="error-modal-title" maxWidth="sm" fullWidth>
      <DialogTitle id="error-modal-title">{translate(errorTitleKey(error?.status))}</DialogTitle>
      <DialogContent>
        <DialogContentText>{error ? translate(error.message, { _: error.message, ...error.args }) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('app.errors.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
