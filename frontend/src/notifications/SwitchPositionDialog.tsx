import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef, useState } from 'react';

/** A confirm dialog driven by a promise: `ask()` resolves true on Switch, false on Cancel. */
export function useConfirmSwitch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const answer = (value: boolean) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  };
  const ask = () =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setOpen(true);
    });
  const dialog = (
    <Dialog open={open} onClose={() => answer(false)} aria-labelledby="notification-switch-title">
      <DialogTitle id="notification-switch-title">{translate('app.notifications.switch_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.notifications.switch_message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{translate('app.notifications.cancel')}</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {translate('app.notifications.switch')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
