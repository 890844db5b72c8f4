// /trainees/:id (spec 000 §2.3, PEOPLE-05): the trainee's profile and trainings
// previous / current / next (TRAIN-11, TRAIN-12); the coordinator assigns, edits
// and deletes trainings here (TRAIN-14, TRAIN-27).
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useGetOne, useNotify, usePermissions, useTranslate } from 'ra-core';
import { Confirm, Title } from 'react-admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Role } from '@practicum/shared/access/roles';
import { TrainingDialog } from '../trainings/TrainingDialog';
import { deleteTraining, useTraineeTrainings, type TraineeTrainings, type TrainingRecord } from '../trainings/trainingApi';
import { TraineeDetailsExtras } from './TraineeDetailsExtras';
import { TrainingSummaryCard } from './TrainingSummaryCard';
import type { TraineeRecord } from './types';
import { PositionStatusSelect, StatusLabels } from '../people/PositionStatus';
import { RecordHistoryTabs } from '../history';

const noTrainings: TraineeTrainings = { previous: [], current: [], next: [], upcoming: null };

type Dialog = { mode: 'create' } | { mode: 'edit'; training: TrainingRecord } | null;

export const TraineeDetailsPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions: role } = usePermissions<Role | undefined>();
  const traineeQuery = useGetOne<TraineeRecord>('trainees', { id }, { retry: false });
  const trainingsQuery = useTraineeTrainings(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<TrainingRecord | null>(null);
  const isCoordinator = role === 'coordinator';

  const load = () => {
    void traineeQuery.refetch();
    void trainingsQuery.refetch();
  };
  const trainee = traineeQuery.error ? 'missing' : traineeQuery.data;
  // trainings that cannot load read as none
  const trainings = trainingsQuery.error ? noTrainings : trainingsQuery.data;

  const remove = async (training: TrainingRecord) => {
    setDeleting(null);
    try {
      await deleteTraining(training.id);
      notify('app.trainees.deleted', { type: 'success' });
      load();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  if (trainee === 'missing') return <Alert severity="warning">{translate('app.trainees.not_found')}</Alert>;
  if (!trainee) return null;
  const section = (key: 'current' | 'next' | 'previous') => (
    <Box sx={{ mt: 2 }} component="section" aria-label={translate(`app.trainees.${key}`)}>
      <Typography variant="h6" component="h2">
        {translate(`app.trainees.${key}`)}
      </Typography>
      {(trainings?.[key] ?? []).length === 0 ? (
        <Typography color="text.secondary">{translate('app.trainees.none')}</Typography>
      ) : (
        (trainings?.[key] ?? []).map((training) => (
          <Box key={training.id}>
            {trainings?.upcoming?.id === training.id ? <Chip size="small" color="info" label={translate('app.trainees.upcoming')} /> : null}
            <TrainingSummaryCard
              training={training}
              canAct={isCoordinator}
              isTrainee={role === 'trainee'}
              actions={{ onEdit: (t) => setDialog({ mode: 'edit', training: t }), onDelete: setDeleting }}
            />
          </Box>
        ))
      )}
    </Box>
  );
  const people = [{ id: trainee.id, name: trainee.name }];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={trainee.name} />
      <RecordHistoryTabs
        sources={[
          { stream: `traineeTrainings-${trainee.id}`, label: 'app.history.trainings' },
          { stream: `user-${trainee.id}`, label: 'app.history.account' },
        ]}
      >
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h5" component="h1">
                {trainee.name}
              </Typography>
              {isCoordinator ? (
                <Button variant="contained" onClick={() => setDialog({ mode: 'create' })}>
                  {translate('app.trainees.assign')}
                </Button>
              ) : null}
            </Box>
            <Typography>{trainee.email}</Typography>
            <Box sx={{ mt: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              {trainee.status === 'active' && trainee.user_status === 'active' ? (
                <Chip size="small" label={translate('app.positions.statuses.active')} />
              ) : (
                <StatusLabels userStatus={trainee.user_status} positionStatus={trainee.status} />
              )}
              {isCoordinator ? (
                <PositionStatusSelect userId={trainee.id} positionId={trainee.position_id} status={trainee.status} onSaved={load} />
              ) : null}
            </Box>
            <TraineeDetailsExtras traineeId={trainee.id} />
            {section('current')}
            {section('next')}
            {section('previous')}
          </CardContent>
        </Card>
      </RecordHistoryTabs>
      {dialog ? (
        <TrainingDialog
          mode={dialog.mode}
          trainees={people}
          trainings={dialog.mode === 'edit' ? [dialog.training] : []}
          onClose={() => setDialog(null)}
          onSaved={load}
        />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        title="app.trainees.delete"
        content={translate('app.trainees.confirm_delete', { name: deleting?.display_name ?? '' })}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
