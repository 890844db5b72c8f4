// The live sessions' manifest (issue 16): /livesessions (the lists and ?action=create), /livesessions/create
// (redirects to the dialog), /livesessions/:id (details), /livesessions/tools (admin). The room
// (/livesessions/:id/room) and the public waiting room (/join-session/:meeting_code?) are full-screen routes in App.
import VideocamIcon from '@mui/icons-material/Videocam';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';
import { meetingPaths, meetingsResource, type MeetingRecord } from './types';

// each screen loads when first opened (its own chunk)
const LiveSessionIndex = lazyComponent(() => import('./LiveSessionIndex'), 'LiveSessionIndex');
const LiveSessionCreateRedirect = lazyComponent(() => import('./LiveSessionIndex'), 'LiveSessionCreateRedirect');
const MeetingShow = lazyComponent(() => import('./MeetingShow'), 'MeetingShow');
const MeetingToolsPage = lazyComponent(() => import('./MeetingToolsPage'), 'MeetingToolsPage');

export { liveSessionMessages, liveSessionResources } from './messages';
export { meetingPaths, meetingsResource } from './types';

export default defineResource<MeetingRecord>({
  name: meetingsResource,
  path: meetingPaths.list,
  list: LiveSessionIndex,
  show: MeetingShow,
  screens: { create: LiveSessionCreateRedirect, tools: MeetingToolsPage },
  ...shownAs('live_sessions', VideocamIcon),
  recordRepresentation: (record) => record.title,
});
