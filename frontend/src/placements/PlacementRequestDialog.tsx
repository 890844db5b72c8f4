// /applications#request-placement (PLACE-02, 18, 19; ?site=<id> from a site's page picks that site): the trainee picks one of
// their current or next trainings (a coordinator first picks the trainee, then one of theirs), a published site accepting trainees and one
// of its supervisors, optionally a campus placement and a comment. The server
// refuses duplicates and anything else with field errors, shown under the fields.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ChoiceField } from '../layout/ChoiceField';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useGetList, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
// the client flattens the server's field errors to one text per field
import type { FlatFieldErrors } from '../dataProvider/httpErrors';
import type { Role } from '@practicum/shared/access/roles';
import type { TraineeRecord } from '@practicum/shared/domain/trainings/records';
import { useCurrentUser } from '../identity/currentUser';
import { sitesResource, type SiteRecord } from '../sites/types';
import { useTraineeTrainings } from '../trainings/trainingApi';
import { placementApi, type PlacementRequestInput } from './placementApi';
import { placementPaths } from './types';
import { showError } from '../layout/showError';
import { useCanWrite } from '../session/useCanWrite';

const HASH = '#request-placement';
const empty: PlacementRequestInput = { training_id: '', supervision_site_id: '', supervisor_id: '', is_campus: false, comment: '' };

export const PlacementRequestButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // a read-only session requests nothing: neither the button nor the form its hash opens
  if (!useCanWrite()) return null;
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => void navigate(placementPaths.request)}>
        {translate('app.placements.request')}
      </Button>
      <PlacementRequestDialog />
    </>
  );
};

const PlacementRequestDialog = () => {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const close = () => void navigate(placementPaths.list);
  return hash === HASH ? <RequestForm onClose={close} /> : null;
};

/** The fields the form shows an error beside. */
const SHOWN_FIELDS = new Set(['trainee_id', 'training_id', 'supervision_site_id', 'supervisor_id', 'comment']);

const RequestForm = ({ onClose }: { onClose: () => void }) => {
  // opened from a site's page (?site=<id>), the site is picked already
  const { search } = useLocation();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { user } = useCurrentUser();
  const { permissions: role } = usePermissions<Role | undefined>();
  const forTrainee = role === 'coordinator';
  const { data: trainees = [] } = useGetList<TraineeRecord>(
    'trainees',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: forTrainee },
  );
  const [traineeId, setTraineeId] = useState('');
  const trainings = useTraineeTrainings(forTrainee ? traineeId || undefined : user?.id);
  const { data: sites = [] } = useGetList<SiteRecord>(sitesResource, {
    filter: { published: true, accepting_trainees: true },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [values, setValues] = useState(() => ({ ...empty, supervision_site_id: new URLSearchParams(search).get('site') ?? '' }));
  const [errors, setErrors] = useState<FlatFieldErrors>({});
  const set = (patch: Partial<PlacementRequestInput>) => setValues((v) => ({ ...v, ...patch }));
  const site = sites.find((s) => s.id === values.supervision_site_id);
  const choices = [...(trainings.data?.current ?? []), ...(trainings.data?.next ?? [])];
  // a request names a training and a site's supervisor: without either the form can only be refused, so it says
  // why and what to do instead (a new trainee before their coordinator assigns a training; a site nobody supervises yet)
  const noTraining = !!trainings.data && choices.length === 0;
  const noSupervisor = !!site && site.supervisors.length === 0;
  const request = useMutation({
    mutationFn: () => placementApi.request(forTrainee ? { ...values, trainee_id: traineeId } : values),
    onSuccess: () => {
      notify('app.placements.requested', { type: 'info' });
      refresh();
      onClose();
    },
    onError: (error: Error) => {
      const body = error instanceof HttpError ? (error.body as { errors?: FlatFieldErrors } | undefined) : undefined;
      const fields = body?.errors ?? {};
      setErrors(fields);
      // a refusal the form shows beside its field is not repeated over the form; any other is told
      if (!Object.keys(fields).some((name) => SHOWN_FIELDS.has(name))) notify(error.message, { type: 'error' });
    },
  });
  const fieldError = (name: string) => showError(errors[name]);
  const label = (name: string) => translate(`resources.placements.fields.${name}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-placement-title">
      <DialogTitle id="request-placement-title">{translate('app.placements.request')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {noTraining ? (
            <Alert severity="info" data-testid="request-no-training">
              {translate(forTrainee ? 'app.placements.trainee_has_no_training' : 'app.placements.no_training_yet')}
            </Alert>
          ) : null}
          {forTrainee ? (
            <ChoiceField
              label={label('trainee')}
              value={traineeId}
              onChange={(e) => {
                setTraineeId(e.target.value);
                set({ training_id: '' });
              }}
              {...fieldError('trainee_id')}
              choices={trainees}
            />
          ) : null}
          <ChoiceField
            label={label('training_id')}
            value={values.training_id}
            onChange={(e) => set({ training_id: e.target.value })}
            {...fieldError('training_id')}
            choices={choices.map((t) => ({ id: t.id, name: t.display_name }))}
          />
          <ChoiceField
            label={label('supervision_site_id')}
            value={values.supervision_site_id}
            onChange={(e) => set({ supervision_site_id: e.target.value, supervisor_id: '' })}
            {...fieldError('supervision_site_id')}
            choices={sites}
          />
          <ChoiceField
            label={label('supervisor_id')}
            value={values.supervisor_id}
            onChange={(e) => set({ supervisor_id: e.target.value })}
            {...(noSupervisor ? { helperText: translate('app.placements.site_has_no_supervisor') } : fieldError('supervisor_id'))}
            choices={site?.supervisors ?? []}
          />
          <FormControlLabel
            control={<Checkbox checked={values.is_campus} onChange={(_e, checked) => set({ is_campus: checked })} />}
            label={label('is_campus')}
          />
          <TextField
            label={label('comments')}
            multiline
            minRows={2}
            value={values.comment}
            onChange={(e) => set({ comment: e.target.value })}
            {...fieldError('comment')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => request.mutate()} disabled={request.isPending || noTraining || noSupervisor}>
          {translate('app.placements.submit_request')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
