// Admin toggle for the maintenance banner; the message can be edited on the way.
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { maintenanceBannerSchema } from '@practicum/shared/domain/settings/commands';
import { type MaintenanceBannerValue } from './types';
import { useSaveSetting, useSetting } from './useSetting';

export const MaintenanceToggle = ({ onError }: { onError: (error: unknown) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending } = useSetting<MaintenanceBannerValue>('maintenance_banner');
  const [save, { isPending: isSaving }] = useSaveSetting<MaintenanceBannerValue>('maintenance_banner');
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [messageError, setMessageError] = useState<string | undefined>(undefined);
  const enabled = data?.value.enabled ?? false;

  const edit = (message: string | undefined) => {
    setDraft(message);
    setMessageError(undefined);
  };

  const confirm = () => {
    // the server's rule, checked here too so the refusal lands on the field rather than on the dashboard's alert
    const checked = maintenanceBannerSchema.safeParse({ enabled: !enabled, message: draft ?? '' });
    if (!checked.success) {
      setMessageError(checked.error.issues[0]?.message);
      return;
    }
    const next = checked.data;
    void save(next, data, {
      onSuccess: () => {
        setDraft(undefined);
        notify(next.enabled ? 'app.maintenance.turned_on' : 'app.maintenance.turned_off', { type: 'success' });
      },
      onError: (error) => {
        setDraft(undefined);
        onError(error);
      },
    });
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate('app.maintenance.title')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <FormControlLabel
          control={<Switch checked={enabled} disabled={isPending || isSaving} onChange={() => edit(data?.value.message ?? '')} />}
          label={translate(enabled ? 'app.maintenance.on' : 'app.maintenance.off')}
        />
        {enabled && data?.value.message ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {data.value.message}
          </Typography>
        ) : null}
      </CardContent>
      <Dialog open={draft !== undefined} onClose={() => edit(undefined)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(enabled ? 'app.maintenance.turn_off' : 'app.maintenance.turn_on')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('app.maintenance.message')}
            value={draft ?? ''}
            onChange={(event) => edit(event.target.value)}
            error={messageError !== undefined}
            helperText={messageError}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => edit(undefined)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={confirm} variant="contained" disabled={isSaving}>
            {translate(enabled ? 'app.maintenance.confirm_off' : 'app.maintenance.confirm_on')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
