import { Chip } from '@mui/material';
import type { SupportConversationRecord } from './types';
import { useStatusLabel } from '../layout/statusLabel';

export const SupportStatusChip = ({ status }: { status: SupportConversationRecord['status'] }) => {
  const label = useStatusLabel();
  return <Chip size="small" color={status === 'open' ? 'success' : 'default'} label={label(`app.support.status.${status}`, status)} />;
};
