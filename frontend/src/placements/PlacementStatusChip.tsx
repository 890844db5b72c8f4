// PLACE-11 labels: open warning, submitted info, ready primary, approved
// success, denied danger, archived default.
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { placementStatusColors, type PlacementListStatus } from '@practicum/shared/domain/placements/statuses';
import type { PlacementRecord } from './types';
import { useStatusLabel } from '../layout/statusLabel';

const chipColor = {
  warning: 'warning',
  info: 'info',
  primary: 'primary',
  success: 'success',
  danger: 'error',
  default: 'default',
} as const;

export const PlacementStatusChip = ({ status }: { status: PlacementListStatus }) => {
  const label = useStatusLabel();
  return (
    <Chip
      size="small"
      color={chipColor[placementStatusColors[status]]}
      label={label(`app.placements.status.${status}`, status)}
      data-status={status}
    />
  );
};

export const PlacementStatusField = () => {
  const record = useRecordContext<PlacementRecord>();
  return record ? <PlacementStatusChip status={record.status} /> : null;
};
