// What the reader may do with a placement (PLACE-14 … 16): the named supervisor
// joins; a coordinator approves, denies or takes a decision back, and toggles
// archive and recurring. The server decides; refusals show their message.
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { useGetIdentity, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import type { Role } from '@practicum/shared/access/roles';
import { placementApi } from './placementApi';
import type { PlacementRecord } from './types';
import { useCanWrite } from '../session/useCanWrite';

// The coordinator's decisions: each offered unless it is the placement's decision already.
const decisionButtons = [
  { decision: 'approved', label: 'approve', variant: 'contained', color: 'success' },
  { decision: 'denied', label: 'deny', variant: 'outlined', color: 'error' },
  { decision: 'pending', label: 'reopen' },
] as const;

export const PlacementActions = ({ placement }: { placement: PlacementRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions: role } = usePermissions<Role | undefined>();
  const { identity } = useGetIdentity();
  const act = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSuccess: () => {
      notify('app.placements.saved', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const id = String(placement.id);
  const archived = placement.archived_at !== null;
  const canJoin = role === 'supervisor' && identity?.id === placement.supervisor_id && !placement.supervisor_joined;
  const canWrite = useCanWrite();
  if (!canWrite || (!canJoin && role !== 'coordinator')) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' }, mt: 2 }}>
      {canJoin ? (
        <Button variant="contained" onClick={() => act.mutate(() => placementApi.join(id))} disabled={act.isPending}>
          {translate('app.placements.join')}
        </Button>
      ) : null}
      {role === 'coordinator' && !archived ? (
        <>
          {decisionButtons.map(({ decision, label, ...look }) =>
            placement.decision !== decision ? (
              <Button key={decision} {...look} onClick={() => act.mutate(() => placementApi.decide(id, decision))} disabled={act.isPending}>
                {translate(`app.placements.${label}`)}
              </Button>
            ) : null,
          )}
        </>
      ) : null}
      {role === 'coordinator' ? (
        <>
          <FormControlLabel
            control={
              <Switch checked={archived} onChange={() => act.mutate(() => placementApi.toggleArchived(id))} disabled={act.isPending} />
            }
            label={translate('app.placements.archived')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={placement.recurring}
                onChange={() => act.mutate(() => placementApi.toggleRecurring(id))}
                disabled={act.isPending}
              />
            }
            label={translate('app.placements.recurring')}
          />
        </>
      ) : null}
    </Stack>
  );
};
