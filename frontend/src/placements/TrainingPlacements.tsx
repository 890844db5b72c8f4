// A training's placements on its summary card (TRAIN-12): site and status label,
// each opening the placement; and the missing-placement rule (spec 001 §2):
// the trainee is told while the training has no non-campus, non-denied
// placement, unless it is flagged placement_not_required (never for previous ones).
import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import type { TrainingPlacement } from '@practicum/shared/domain/placements/records';
import type { TrainingRecord } from '../trainings/trainingApi';
import { PlacementStatusChip } from './PlacementStatusChip';
import { placementPaths } from './types';

export const missingPlacement = (training: Pick<TrainingRecord, 'placements' | 'placement_not_required' | 'time'>): boolean =>
  !training.placement_not_required &&
  training.time !== 'previous' &&
  !training.placements.some((p) => !p.is_campus && p.status !== 'denied');

export const TrainingPlacements = ({ placements }: { placements: TrainingPlacement[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }} data-testid="training-placements">
      <Typography variant="body2" color="text.secondary">
        {translate('app.trainees.placements')}:{placements.length === 0 ? ` ${translate('app.trainees.no_placements')}` : ''}
      </Typography>
      {placements.map((placement) => (
        <Stack key={placement.id} direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }} data-testid="training-placement">
          <Link component={RouterLink} to={placementPaths.show(placement.id)} variant="body2">
            {placement.supervision_site.name}
            {placement.is_campus ? ` (${translate('app.placements.campus')})` : ''}
          </Link>
          <PlacementStatusChip status={placement.status} />
        </Stack>
      ))}
    </Box>
  );
};
