import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SupportConversationRecord } from './types';

export const SupportStatusChip = ({ status }: { status: SupportConversationRecord['status'] }) => {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'open' ? 'success' : 'default'} label={translate(`app.support.status.${status}`)} />;
};
