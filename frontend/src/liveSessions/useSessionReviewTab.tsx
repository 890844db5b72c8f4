// The dashboards' "Review sessions" tab (DASH-09, 30, 31; 001 §2-§4): hidden when the current position does not
// allow live sessions; its badge counts the sessions newly shared with the reader plus those newly commented by
// others (GET /api/meetings/shared/badge), "5+" at the cap. It lists those sessions, then the reader's upcoming
// ones (the meeting on dashboards: title, host, participants, time, badges), each opening its details.
import { Link } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DashboardTab } from '../dashboards/common/DashboardTabs';
import { useApiRead } from '../dataProvider';
import { apiRead } from '../dataProvider/primedReads';
import { useCurrentUser, type CurrentUser } from '../identity/currentUser';
import { MeetingBadges } from './MeetingBadges';
import { meetingPaths, type MeetingRecord } from './types';
import { useTimes } from '../identity/timeZone';

const FIRST_FIVE = 'range=[0,4]&sort=["start_at","DESC"]';

const MeetingLinks = ({ meetings }: { meetings: MeetingRecord[] }) => {
  const { formatDateTime } = useTimes();
  return (
    <List dense>
      {meetings.map((m) => (
        <ListItemButton key={m.id} component={Link} to={meetingPaths.show(m.id)}>
          <ListItemText
            primary={m.title}
            secondary={
              <>
                {formatDateTime(m.start_at)} · {m.owner} · {m.users.map((u) => u.name).join(', ')}
                <Stack component="span" sx={{ display: 'block', mt: 0.5 }}>
                  <MeetingBadges record={m} />
                </Stack>
              </>
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
};

const SessionReviewList = () => {
  const translate = useTranslate();
  const shared = useApiRead<MeetingRecord[]>(`meetings/shared/new?${FIRST_FIVE}`).data ?? [];
  const commented = useApiRead<MeetingRecord[]>(`meetings/shared/new-comments?${FIRST_FIVE}`).data ?? [];
  const upcoming = useApiRead<MeetingRecord[]>('meetings/upcoming?range=[0,4]&sort=["start_at","ASC"]').data ?? [];
  const fresh = [...shared, ...commented.filter((c) => !shared.some((s) => s.id === c.id))];
  return (
    <Stack spacing={1}>
      {fresh.length ? (
        <MeetingLinks meetings={fresh} />
      ) : (
        <Typography color="text.secondary">{translate('app.live_sessions.review_none')}</Typography>
      )}
      <Link to={meetingPaths.tab('shared')}>{translate('app.live_sessions.review_all')}</Link>
      <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
        {translate('app.live_sessions.upcoming')}
      </Typography>
      {upcoming.length ? (
        <MeetingLinks meetings={upcoming} />
      ) : (
        <Typography color="text.secondary">{translate('app.live_sessions.no_upcoming')}</Typography>
      )}
      <Link to={meetingPaths.tab('scheduled')}>{translate('app.live_sessions.scheduled_all')}</Link>
    </Stack>
  );
};

const badgePath = 'meetings/shared/badge';
const sessionsAllowed = (user: CurrentUser | undefined) => user?.current_position?.live_sessions_allowed !== false;

/** What the tab reads on a dashboard: its badge, where live sessions are allowed. */
export const sessionTabParts = (user: CurrentUser) => (sessionsAllowed(user) ? [apiRead(badgePath)] : []);

/** The tab, or none where the current position does not allow live sessions (DASH-09). */
export function useSessionReviewTab(): DashboardTab[] {
  const allowed = sessionsAllowed(useCurrentUser().user);
  const badge = useApiRead<{ count: number; capped: boolean }>(allowed ? badgePath : null).data;
  if (!allowed) return [];
  return [
    {
      key: 'review-sessions',
      label: 'app.live_sessions.review_tab',
      badge: badge?.capped ? `${badge.count}+` : badge?.count,
      content: <SessionReviewList />,
    },
  ];
}
