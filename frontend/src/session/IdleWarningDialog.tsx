import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

export const IdleWarningDialog = ({ secondsLeft, onStay, onLogout }: { secondsLeft: number; onStay: () => void; onLogout: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onStay} aria-labelledby="idle-warning-title">
      <DialogTitle id="idle-warning-title">{translate('app.session.idle_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.session.idle_message', { seconds: secondsLeft })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>{translate('app.session.logout')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {translate('app.session.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
