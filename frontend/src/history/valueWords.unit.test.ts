// The history's words for codes (shared, so the server's CSV export says them too) are the screens' own: each
// table equals the catalogue's (capitalized, as a value stands alone in a history entry).
import { describe, expect, it } from '@jest/globals';
import { historyCodeWords } from '@practicum/shared/domain/history/valueWords';
import { activityLogMessages } from '../activityLog/messages';
import { formsMessages } from '../forms/messages';
import { liveSessionMessages } from '../liveSessions/messages';
import { placementMessages } from '../placements/messages';
import { siteMessages } from '../sites/messages';
import { supportMessages } from '../support/messages';
import { integrationMessages } from '../organizations/messages';
import { en } from '../i18n/en';

/** A table of the whole catalogue by its key ("app.tasks.status"). */
const catalogue = (key: string): Record<string, string> =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as Record<string, string>;
const capitalized = (words: Record<string, string>) =>
  Object.fromEntries(Object.entries(words).map(([code, word]) => [code, word.charAt(0).toUpperCase() + word.slice(1)]));

describe('HIST-VALUES the history names codes as the screens do', () => {
  it('with the catalogue words of each field', () => {
    const screens: Record<string, Record<string, string>> = {
      'entry.status': activityLogMessages.status,
      'form.content.type': formsMessages.types,
      'submission.formType': formsMessages.types,
      'form.content.assessmentCategory': formsMessages.categories,
      'submission.status': formsMessages.statuses,
      'meeting.status': liveSessionMessages.status,
      'meeting.type': liveSessionMessages.type,
      'meeting.scheduleType': liveSessionMessages.schedule_type,
      'meeting.provider': liveSessionMessages.provider,
      'meeting.recordingStatus': liveSessionMessages.recording_status,
      'placement.stage': placementMessages.status,
      'site.status': siteMessages.status,
      'conversation.status': supportMessages.status,
      'task.status': catalogue('app.tasks.status'),
      'details.supervision_type': catalogue('resources.organizations.supervision_types'),
      'details.provider': integrationMessages.providers,
      userStatus: catalogue('resources.users.statuses'),
    };
    for (const [path, words] of Object.entries(screens)) expect([path, historyCodeWords[path]]).toEqual([path, capitalized(words)]);
    // a task's repeat: the screen names two of the three
    expect(historyCodeWords['task.repeatOn']).toMatchObject(catalogue('app.tasks.repeat'));
  });
});
