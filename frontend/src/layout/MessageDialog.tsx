// A dialog that says one thing and asks for an answer: a title (which names the dialog), a message, an optional
// quiet button (cancel, later, sign out) and the main one. Confirmations, the idle warning, the error modal and
// the realtime notices share it.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface DialogButton {
  label: ReactNode;
  onClick: () => void;
}

export const MessageDialog = (props: {
  open: boolean;
  onClose: () => void;
  /** The title's id, by which the dialog is labelled. */
  titleId: string;
  title: ReactNode;
  message: ReactNode;
  cancel?: DialogButton;
  confirm: DialogButton & { color?: 'error'; autoFocus?: boolean };
  wide?: boolean;
}) => (
  <Dialog
    open={props.open}
    onClose={props.onClose}
    aria-labelledby={props.titleId}
    {...(props.wide ? ({ maxWidth: 'sm', fullWidth: true } as const) : {})}
  >
    <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
    <DialogContent>
      <DialogContentText>{props.message}</DialogContentText>
    </DialogContent>
    <DialogActions>
      {props.cancel ? <Button onClick={props.cancel.onClick}>{props.cancel.label}</Button> : null}
      <Button color={props.confirm.color} variant="contained" onClick={props.confirm.onClick} autoFocus={props.confirm.autoFocus}>
        {props.confirm.label}
      </Button>
    </DialogActions>
  </Dialog>
);
