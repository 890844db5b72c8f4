// The badges of a session (LIVE-17 … 20): its kind, status, video provider and recording status, labelled as
// docs/decisions.md maps the spec's readings. Each carries its stored value (data-kind, data-status, …) for tests.
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { MeetingRecord, MeetingStatus, RecordingStatus } from './types';
import { statusWords, useStatusLabel } from '../layout/statusLabel';

const statusColor: Record<MeetingStatus, ChipProps['color']> = {
  scheduled: 'info',
  started: 'success',
  ended: 'default',
  canceled: 'warning',
  archived: 'default',
};

const recordingColor: Record<RecordingStatus, ChipProps['color']> = {
  unknown: 'default',
  auto_recording: 'info',
  recording: 'error',
  processing: 'warning',
  processing_error: 'error',
  recorded: 'success',
  not_recorded: 'default',
};

export const MeetingStatusChip = ({ status }: { status: MeetingStatus }) => {
  const label = useStatusLabel();
  return <Chip size="small" color={statusColor[status]} label={label(`app.live_sessions.status.${status}`, status)} data-status={status} />;
};

export const RecordingStatusChip = ({ status }: { status: RecordingStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={recordingColor[status]}
      label={`${translate('resources.meetings.fields.recording_status')}: ${statusWords(translate(`app.live_sessions.recording_status.${status}`))}`}
      data-recording-status={status}
    />
  );
};

export const MeetingKindChip = ({ record }: { record: Pick<MeetingRecord, 'schedule_type' | 'type'> }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`app.live_sessions.type.${record.type}`)}
      data-kind={record.type}
      data-schedule-type={record.schedule_type}
    />
  );
};

/** Kind, status, provider and recording status in a row that wraps on a phone. */
export const MeetingBadges = ({ record, provider = false }: { record: MeetingRecord; provider?: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <MeetingKindChip record={record} />
      <MeetingStatusChip status={record.status} />
      {provider && record.type !== 'uploaded' ? (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`app.live_sessions.provider.${record.provider}`)}
          data-provider={record.provider}
        />
      ) : null}
      <RecordingStatusChip status={record.recording_status} />
    </Stack>
  );
};
