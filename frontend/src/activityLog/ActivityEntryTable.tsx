// One table of activity entries, shared by the trainee's log and the approve
// page: optional selection, the trainee column for reviewers, the reviewer's
// comment under an entry with changes requested, and per-row actions.
import { Box, Checkbox, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { type ActivityEntry } from './api';
import { ColorDot } from './ColorDot';
import { formatCalendarDate, formatMinutes } from '@practicum/shared/format';

interface Props {
  entries: ActivityEntry[];
  label: string;
  showTrainee?: boolean;
  selectable?: (entry: ActivityEntry) => boolean;
  selected?: string[];
  onSelect?: (ids: string[]) => void;
  highlightId?: string | null;
  actions?: (entry: ActivityEntry) => ReactNode;
}

export const ActivityEntryTable = ({ entries, label, showTrainee, selectable, selected = [], onSelect, highlightId, actions }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.activity_log.fields.${key}`);
  const toggle = (id: string, on: boolean) => onSelect?.(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {onSelect ? <TableCell padding="checkbox" /> : null}
          {showTrainee ? <TableCell>{t('trainee')}</TableCell> : null}
          <TableCell>{t('happened_at')}</TableCell>
          <TableCell>{t('activity_type')}</TableCell>
          <TableCell>{t('activities')}</TableCell>
          <TableCell>{t('time')}</TableCell>
          <TableCell>{t('notes')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-entry-id={entry.id} selected={entry.id === highlightId} hover>
            {onSelect ? (
              <TableCell padding="checkbox">
                {selectable?.(entry) !== false ? (
                  <Checkbox
                    checked={selected.includes(entry.id)}
                    onChange={(e) => toggle(entry.id, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${formatCalendarDate(entry.happened_at)} ${entry.activity_type.name}` } }}
                  />
                ) : null}
              </TableCell>
            ) : null}
            {showTrainee ? <TableCell>{entry.trainee.name}</TableCell> : null}
            <TableCell>{formatCalendarDate(entry.happened_at)}</TableCell>
            <TableCell>
              <ColorDot color={entry.activity_type.color} />
              {entry.activity_type.name}
              {entry.risk_alert ? (
                <Chip size="small" color={entry.risk_alert_dismissed ? 'default' : 'error'} sx={{ ml: 1 }} label={t('risk_alert')} />
              ) : null}
            </TableCell>
            <TableCell>{entry.activities.map((a) => `${a.group}: ${a.name}`).join(', ')}</TableCell>
            <TableCell>{formatMinutes(entry.minutes)}</TableCell>
            <TableCell>
              {entry.notes}
              {entry.status === 'changes_requested' && entry.review_comment ? (
                <Box sx={{ mt: 0.5 }}>
                  <Typography variant="body2" color="warning.main">
                    {`${t('review_comment')} (${entry.reviewer?.name ?? ''}): ${entry.review_comment}`}
                  </Typography>
                </Box>
              ) : null}
            </TableCell>
            <TableCell align="right">
              {/* wraps under the chip rather than widening the table past the window (four actions on a risk alert) */}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, minWidth: 160 }}>
                <Chip size="small" variant="outlined" label={translate(`app.activity_log.verification.${entry.verification}`)} />
                {actions?.(entry)}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
