// The status badge of SITES-11: approved success; decision pending and on hold
// warning; not approved, closed, expired danger (badge names of reading B).
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { siteStatusBadges, type SiteStatus } from '@practicum/shared/domain/sites/statuses';
import type { SiteRecord } from './types';
import { useStatusLabel } from '../layout/statusLabel';

const chipColor = { success: 'success', warning: 'warning', danger: 'error' } as const;

export const SiteStatusChip = ({ status }: { status: SiteStatus }) => {
  const label = useStatusLabel();
  const badge = siteStatusBadges[status];
  return <Chip size="small" color={chipColor[badge.color]} label={label(`app.sites.status.${status}`, status)} data-status={status} />;
};

export const SiteStatusBadge = () => {
  const record = useRecordContext<SiteRecord>();
  return record ? <SiteStatusChip status={record.status} /> : null;
};
