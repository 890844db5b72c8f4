// One training on the trainee page (spec 001 §2 "Training summary", TRAIN-12/13):
// actions menu, plan name with dates, faculty and assistants, placements, and the
// placement-required notice for the trainee. Actions are the coordinator's; on the
// next training they are disabled for everyone else.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Alert, Box, Card, CardContent, CardHeader, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { TrainingRecord } from '../trainings/trainingApi';

export interface TrainingActions {
  onEdit: (training: TrainingRecord) => void;
  onDelete: (training: TrainingRecord) => void;
}

export const TrainingSummaryCard = ({
  training,
  canAct,
  isTrainee,
  actions,
}: {
  training: TrainingRecord;
  canAct: boolean;
  isTrainee: boolean;
  actions: TrainingActions;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (act: (t: TrainingRecord) => void) => () => {
    setAnchor(null);
    act(training);
  };
  const level = training.training_plan.training_level.name;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={`training-${training.id}`}>
      <CardHeader
        title={training.training_plan_name}
        subheader={`${training.start_at_formatted} – ${training.end_at_formatted}${level ? ` · ${level}` : ''}`}
        action={
          <IconButton aria-label={translate('app.trainees.actions')} disabled={!canAct} onClick={(e) => setAnchor(e.currentTarget)}>
            <MoreVertIcon />
          </IconButton>
        }
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(actions.onEdit)}>{translate('app.trainees.edit')}</MenuItem>
        <MenuItem onClick={pick(actions.onDelete)}>{translate('app.trainees.delete')}</MenuItem>
      </Menu>
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2">
          {translate('app.trainees.fields.faculty')}: {training.faculty?.name ?? translate('app.trainees.none')}
        </Typography>
        <Typography variant="body2">
          {translate('app.trainees.assistants')}: {training.assistants.map((a) => a.name).join(', ') || translate('app.trainees.none')}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.trainees.placements')}: {translate('app.trainees.no_placements')}
          </Typography>
        </Box>
        {isTrainee && !training.placement_not_required && training.time !== 'previous' ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('app.trainees.placement_required')}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
};
