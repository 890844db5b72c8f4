// /livesessions/tools (admin; ADMIN-33 … 37): sessions under way now (by kind and organization), a session
// looked up by id or meeting code with its logs and recordings (reprocess from a processing error), the
// configured BigBlueButton servers with their enable toggle, and an organization's recording archive.
import { useState } from 'react';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ChoiceField } from '../layout/ChoiceField';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { useApiCommand, useApiRead } from '../dataProvider/hooks';
import { SectionCard } from '../trainings/DetailsParts';
import { MeetingBadges } from './MeetingBadges';
import { meetingPaths, type MeetingRecord } from './types';
import { useInputState } from '../layout/useInputState';
import { useTimes } from '../identity/timeZone';

interface Stats {
  current: number;
  participants_now: number;
  by_type: Record<string, number>;
  by_organization: { organization_id: string; name: string | null; count: number }[];
}
interface Server {
  id: string;
  url: string;
  type: string;
  status: 'available' | 'unavailable';
  enabled: boolean;
  /** The server's own load (getMeetings); null when it does not answer. */
  meetings: number | null;
  participants: number | null;
  current_sessions: number;
}
interface LogRecord {
  revision: number;
  type: string;
  user: string | null;
  occurred_at: string;
}
type Lookup = MeetingRecord & { logs: LogRecord[]; participants_now: number };
interface Archive {
  organization_id: string;
  archived: number;
  due: number;
}

const StatsCard = () => {
  const t = useTranslate();
  const stats = useApiRead<Stats>('admin/tools/meetings/stats').data;
  return (
    <SectionCard title={t('app.live_sessions.tools.stats')}>
      {stats ? (
        <List dense disablePadding>
          <ListItem disableGutters>
            <ListItemText primary={stats.current} secondary={t('app.live_sessions.tools.current')} />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText primary={stats.participants_now} secondary={t('app.live_sessions.tools.participants_now')} />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText
              primary={Object.entries(stats.by_type)
                .map(([type, n]) => `${t(`app.live_sessions.type.${type}`)}: ${n}`)
                .join(' · ')}
              secondary={t('app.live_sessions.tools.by_type')}
            />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText
              primary={stats.by_organization.map((o) => `${o.name ?? o.organization_id}: ${o.count}`).join(' · ')}
              secondary={t('app.live_sessions.tools.by_organization')}
            />
          </ListItem>
        </List>
      ) : null}
    </SectionCard>
  );
};

const LookupCard = () => {
  const { formatDateTime } = useTimes();
  const t = useTranslate();
  const [q, qInput] = useInputState('');
  const [asked, setAsked] = useState<string | null>(null);
  const found = useApiRead<Lookup>(asked ? `admin/tools/meetings/lookup?q=${encodeURIComponent(asked)}` : null, { retry: false });
  return (
    <SectionCard title={t('app.live_sessions.tools.lookup')}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(q.trim() || null);
        }}
      >
        <TextField size="small" sx={{ flex: 1 }} label={t('app.live_sessions.tools.lookup_field')} {...qInput} />
        <Button type="submit" variant="outlined">
          {t('app.live_sessions.tools.find')}
        </Button>
      </Stack>
      {found.error ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('app.live_sessions.tools.not_found')}
        </Alert>
      ) : null}
      {found.data ? (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography component={Link} to={meetingPaths.show(found.data.id)} variant="subtitle1">
            {found.data.title}
          </Typography>
          <MeetingBadges record={found.data} provider />
          <Typography variant="body2" color="text.secondary">
            {found.data.owner} · {formatDateTime(found.data.start_at)} · {found.data.code}
          </Typography>
          <Typography variant="subtitle2">{t('app.live_sessions.logs')}</Typography>
          <List dense disablePadding aria-label={t('app.live_sessions.logs')}>
            {found.data.logs.map((log) => (
              <ListItem key={log.revision} disableGutters>
                <ListItemText primary={log.type} secondary={`${formatDateTime(log.occurred_at)}${log.user ? ` · ${log.user}` : ''}`} />
              </ListItem>
            ))}
          </List>
        </Stack>
      ) : null}
    </SectionCard>
  );
};

const ServersCard = () => {
  const t = useTranslate();
  const servers = useApiRead<Server[]>('admin/tools/meetings/servers').data ?? [];
  const toggle = useApiCommand<{ url: string; enabled: boolean }>(
    (body) => ({ path: 'admin/tools/meetings/servers/toggle', body }),
    ['admin/tools/meetings/servers'],
  );
  return (
    <SectionCard title={t('app.live_sessions.tools.servers')}>
      {servers.length ? (
        <List dense disablePadding>
          {servers.map((s) => (
            <ListItem
              key={s.id}
              disableGutters
              secondaryAction={
                <Switch
                  checked={s.enabled}
                  slotProps={{ input: { 'aria-label': `${t('app.live_sessions.tools.enabled')} ${s.url}` } }}
                  onChange={(_e, enabled) => toggle.mutate({ url: s.url, enabled })}
                />
              }
            >
              <ListItemText
                primary={s.url}
                secondary={[
                  t(`app.live_sessions.tools.server_type.${s.type}`),
                  t(`app.live_sessions.tools.server_status.${s.status}`),
                  s.meetings === null ? null : t('app.live_sessions.tools.server_rooms', { smart_count: s.meetings }),
                  s.meetings === null ? null : t('app.live_sessions.tools.server_people', { smart_count: s.participants ?? 0 }),
                  t('app.live_sessions.tools.server_sessions', { smart_count: s.current_sessions }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{t('app.live_sessions.tools.no_servers')}</Typography>
      )}
    </SectionCard>
  );
};

const ArchiveCard = () => {
  const t = useTranslate();
  const notify = useNotify();
  const organizations = useGetList<{ id: string; name: string }>('organizations', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  }).data;
  const [org, orgInput] = useInputState('');
  const path = `admin/tools/meetings/archive/${org}`;
  const summary = useApiRead<Archive>(org ? path : null).data;
  const archive = useApiCommand<void, { archived: number }>(() => ({ path, body: {} }), [path]);
  return (
    <SectionCard title={t('app.live_sessions.tools.archive')}>
      <Stack spacing={2}>
        <ChoiceField size="small" label={t('app.live_sessions.tools.organization')} {...orgInput} choices={organizations ?? []} />
        {summary ? (
          <Typography variant="body2" data-testid="archive-summary">
            {t('app.live_sessions.tools.archive_summary', { archived: summary.archived, due: summary.due })}
          </Typography>
        ) : null}
        <Button
          variant="outlined"
          disabled={!org || archive.isPending}
          onClick={() =>
            archive.mutate(undefined, {
              onSuccess: (answer) => notify('app.live_sessions.tools.archived_count', { messageArgs: { smart_count: answer.archived } }),
            })
          }
        >
          {t('app.live_sessions.tools.archive_now')}
        </Button>
      </Stack>
    </SectionCard>
  );
};

export const MeetingToolsPage = () => {
  const t = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={t('resources.meetings.page.tools')} />
      <Typography variant="h4" component="h1">
        {t('resources.meetings.page.tools')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LookupCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ServersCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ArchiveCard />
        </Grid>
      </Grid>
    </Stack>
  );
};
