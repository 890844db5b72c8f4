// The support conversations area (issue 19; MISC-01, MISC-02): /supcon (the
// threads a reader may see; coordinators and faculty open one, admins filter by
// status) and /supcon/:id (one thread: messages, files, answers, close).
import ForumIcon from '@mui/icons-material/Forum';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';
import { supportPaths, supportResource, type SupportConversationRecord } from './types';

// each screen loads when first opened (its own chunk)
const SupportList = lazyComponent(() => import('./SupportList'), 'SupportList');
const SupportShow = lazyComponent(() => import('./SupportShow'), 'SupportShow');

export { supportMessages, supportResources } from './messages';

export default defineResource<SupportConversationRecord>({
  name: supportResource,
  path: supportPaths.list,
  list: SupportList,
  show: SupportShow,
  ...shownAs('support_conversations', ForumIcon),
  recordRepresentation: (record) => record.subject,
});
