// /livesessions (LIVE-01, 02, 05): the seven lists as tabs (hash #<list>-sessions; the spec's #scheduled-sessions
// and #shared-sessions among them), each the reader's sessions of that list from GET /api/meetings?filter={"list"}.
// ?action=create opens the new-session dialog (prefilled from ?participants=…&role_keyname=…). A phone gets a
// simple list instead of the table.
import { Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import AddIcon from '@mui/icons-material/Add';
import { List, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { MeetingBadges, MeetingStatusChip, RecordingStatusChip, MeetingKindChip } from './MeetingBadges';
import { MeetingCreateDialog } from './MeetingCreateDialog';
import { meetingListHashes, meetingLists, meetingPaths, meetingsResource, type MeetingListName, type MeetingRecord } from './types';
import { useTimes } from '../identity/timeZone';
import { useHashTab } from '../layout/useHashTab';
import { useCanWrite } from '../session/useCanWrite';
import { useCurrentUser } from '../identity/currentUser';

const names = (record: MeetingRecord) => record.users.map((u) => u.name).join(', ');

const CreateButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const canWrite = useCanWrite();
  const { user } = useCurrentUser();
  // with live sessions off the server refuses a new one: the notice above says why instead
  if (!canWrite || user?.current_position?.live_sessions_allowed === false) return null;
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => void navigate(`${meetingPaths.create}${hash}`)}>
      {translate('app.live_sessions.create')}
    </Button>
  );
};

const MeetingTable = () => {
  const { formatDateTime } = useTimes();
  return (
    <DataTable<MeetingRecord> rowClick={(id) => meetingPaths.show(id)} bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="start_at" render={(r: MeetingRecord) => formatDateTime(r.start_at)} />
      <DataTable.Col source="owner" />
      <DataTable.Col source="users" disableSort render={names} />
      <DataTable.Col source="duration" label="resources.meetings.fields.minutes" disableSort render={(r: MeetingRecord) => r.duration} />
      <DataTable.Col source="schedule_type" render={(r: MeetingRecord) => <MeetingKindChip record={r} />} />
      <DataTable.Col source="status" render={(r: MeetingRecord) => <MeetingStatusChip status={r.status} />} />
      <DataTable.Col source="recording_status" render={(r: MeetingRecord) => <RecordingStatusChip status={r.recording_status} />} />
    </DataTable>
  );
};

const MeetingSimpleList = () => {
  const { formatDateTime } = useTimes();
  return (
    <SimpleList<MeetingRecord>
      linkType={(record) => meetingPaths.show(record.id)}
      primaryText={(r) => r.title}
      secondaryText={(r) => (
        <>
          {formatDateTime(r.start_at)} · {r.owner}
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <MeetingBadges record={r} />
          </Box>
        </>
      )}
    />
  );
};

const MeetingList = ({ list }: { list: MeetingListName }) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<MeetingRecord>
      key={list}
      resource={meetingsResource}
      filter={{ list }}
      sort={{ field: 'start_at', order: list === 'scheduled' ? 'ASC' : 'DESC' }}
      perPage={10}
      title="resources.meetings.page.list"
      actions={<TopToolbar>{list !== 'archived' && list !== 'shared' ? <CreateButton /> : null}</TopToolbar>}
      empty={false}
      disableSyncWithLocation
      storeKey={false}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      {phone ? <MeetingSimpleList /> : <MeetingTable />}
    </List>
  );
};

/**
 * An organization with live sessions off hides this screen's menu entry, but a link or a bookmark still opens it:
 * it says why nothing can be scheduled and who turns them on (an admin: the setting is not a member's to change).
 */
const LiveSessionsOffNotice = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  if (user?.current_position?.live_sessions_allowed !== false) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('app.live_sessions.off_notice', { organization: user.current_position.organization?.name ?? '' })}
    </Alert>
  );
};

export const LiveSessionIndex = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { hash, search } = useLocation();
  const [list, choose] = useHashTab(meetingListHashes);
  const canWrite = useCanWrite();
  // a read-only session creates nothing: ?action=create opens no form the server would refuse
  const creating = canWrite && new URLSearchParams(search).get('action') === 'create';
  return (
    <Box>
      <LiveSessionsOffNotice />
      <Tabs
        value={list}
        onChange={(_e, next: MeetingListName) => choose(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('resources.meetings.page.list')}
        sx={{ mt: 1 }}
      >
        {meetingLists.map((name) => (
          <Tab key={name} value={name} label={translate(`app.live_sessions.lists.${name}`)} />
        ))}
      </Tabs>
      <MeetingList list={list} />
      {creating ? <MeetingCreateDialog onClose={() => void navigate(`${meetingPaths.list}${hash}`, { replace: true })} /> : null}
    </Box>
  );
};

/** /livesessions/create redirects to the dialog (LIVE-02). */
export const LiveSessionCreateRedirect = () => {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('action', 'create');
  return <Navigate replace to={`${meetingPaths.list}?${params.toString()}`} />;
};
