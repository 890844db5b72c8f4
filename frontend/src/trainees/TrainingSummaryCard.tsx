// One training on the trainee page (spec 001 §2 "Training summary", TRAIN-12/13):
// actions menu, plan name with dates, faculty and assistants, placements, and the
// placement-required notice for the trainee. Actions are the coordinator's; on the
// next training they are disabled for everyone else.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Alert, Card, CardContent, CardHeader, IconButton, Link, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Fragment, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TrainingPlacements, missingPlacement } from '../placements/TrainingPlacements';
import type { TrainingRecord } from '../trainings/trainingApi';

export interface TrainingActions {
  onEdit: (training: TrainingRecord) => void;
  onDelete: (training: TrainingRecord) => void;
}

/** The coordinator's links to the plan and faculty pages (TRAIN-14); plain text for everyone else. */
const linkFor = (linked: boolean, to: string, text: string): ReactNode =>
  linked ? (
    <Link component={RouterLink} to={to}>
      {text}
    </Link>
  ) : (
    text
  );

export const TrainingSummaryCard = ({
  training,
  canAct,
  isTrainee,
  actions,
  children,
}: {
  training: TrainingRecord;
  canAct: boolean;
  isTrainee: boolean;
  actions: TrainingActions;
  /** More of the summary from other areas: the trainee dashboard adds the report and progress chart. */
  children?: ReactNode;
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
        title={linkFor(canAct, `/training-plans/${training.training_plan_id}`, training.training_plan_name)}
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
          {translate('app.trainees.fields.faculty')}:{' '}
          {training.faculty
            ? linkFor(canAct && !!training.faculty.user_id, `/faculty/${training.faculty.user_id}`, training.faculty.name)
            : translate('app.trainees.none')}
        </Typography>
        <Typography variant="body2">
          {translate('app.trainees.assistants')}:{' '}
          {training.assistants.length
            ? training.assistants.map((a, i) => (
                <Fragment key={a.id}>
                  {i > 0 ? ', ' : ''}
                  {linkFor(canAct, `/faculty/${a.user_id}`, a.name)}
                </Fragment>
              ))
            : translate('app.trainees.none')}
        </Typography>
        <TrainingPlacements placements={training.placements} />
        {isTrainee && missingPlacement(training) ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('app.trainees.placement_required')}
          </Alert>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
};
