// One table of activity entries, shared by the trainee's log and the approve
// page: optional selection, the trainee column for reviewers, the reviewer's
// comment under an entry with changes requested, and per-row actions.
import { Box, Checkbox, Chip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { RecordTable, shownColumns } from '../layout/RecordTable';
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
  // every entry of this table that may be picked; the selection may also hold entries of the page's other tables
  const selectableIds = entries.filter((entry) => selectable?.(entry) !== false).map((entry) => entry.id);
  const pickedHere = selectableIds.filter((id) => selected.includes(id)).length;
  const toggleAll = (on: boolean) =>
    onSelect?.(on ? [...new Set([...selected, ...selectableIds])] : selected.filter((id) => !selectableIds.includes(id)));
  const selectAll = translate('ra.action.select_all');
  return (
    <RecordTable
      label={label}
      records={entries}
      // on a phone the theme shows the select-all box above the cards with this label (as on the lists)
      sx={{ '--select-all-label': JSON.stringify(selectAll) }}
      rowProps={(entry) => ({ 'data-entry-id': entry.id, selected: entry.id === highlightId, hover: true })}
      columns={shownColumns<ActivityEntry>([
        !!onSelect && {
          label: '',
          padding: 'checkbox',
          // bulk approve and submit work on many entries: ticking each of a week's entries one by one is not a way
          header:
            selectableIds.length > 0 ? (
              <Checkbox
                className="select-all"
                checked={pickedHere === selectableIds.length}
                indeterminate={pickedHere > 0 && pickedHere < selectableIds.length}
                onChange={(e) => toggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': selectAll } }}
              />
            ) : undefined,
          render: (entry) =>
            selectable?.(entry) !== false ? (
              <Checkbox
                checked={selected.includes(entry.id)}
                onChange={(e) => toggle(entry.id, e.target.checked)}
                slotProps={{ input: { 'aria-label': `${formatCalendarDate(entry.happened_at)} ${entry.activity_type.name}` } }}
              />
            ) : null,
        },
        !!showTrainee && { label: t('trainee'), render: (entry) => entry.trainee.name },
        { label: t('happened_at'), render: (entry) => formatCalendarDate(entry.happened_at) },
        {
          label: t('activity_type'),
          render: (entry) => (
            <>
              <ColorDot color={entry.activity_type.color} />
              {entry.activity_type.name}
              {entry.risk_alert ? (
                <Chip size="small" color={entry.risk_alert_dismissed ? 'default' : 'error'} sx={{ ml: 1 }} label={t('risk_alert')} />
              ) : null}
            </>
          ),
        },
        { label: t('activities'), render: (entry) => entry.activities.map((a) => `${a.group}: ${a.name}`).join(', ') },
        { label: t('time'), render: (entry) => formatMinutes(entry.minutes) },
        {
          label: t('notes'),
          render: (entry) => (
            <>
              {entry.notes}
              {entry.status === 'changes_requested' && entry.review_comment ? (
                <Box sx={{ mt: 0.5 }}>
                  <Typography variant="body2" color="warning.main">
                    {`${t('review_comment')} (${entry.reviewer?.name ?? ''}): ${entry.review_comment}`}
                  </Typography>
                </Box>
              ) : null}
            </>
          ),
        },
        {
          label: '',
          align: 'right',
          render: (entry) => (
            // wraps under the chip rather than widening the table past the window (four actions on a risk alert)
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, minWidth: 160 }}>
              <Chip size="small" variant="outlined" label={translate(`app.activity_log.verification.${entry.verification}`)} />
              {actions?.(entry)}
            </Box>
          ),
        },
      ])}
    />
  );
};
