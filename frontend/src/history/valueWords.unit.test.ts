// The history's words for codes (shared, so the server's CSV export says them too) are the screens' own: each
// table equals the catalogue's (capitalized, as a value stands alone in a history entry), and the catalogue's tables
// are the shared ones themselves, not copies that could drift.
import { describe, expect, it } from '@jest/globals';
import { historyCodeWords } from '@practicum/shared/domain/history/valueWords';
import * as codeWords from '@practicum/shared/domain/codeWords';
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
      'tag.icon': siteMessages.tags.icons,
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

  it('from one source: every catalogue table of codes is the shared table', () => {
    const catalogueTables: Record<keyof typeof codeWords, unknown> = {
      entryStatusWords: activityLogMessages.status,
      formTypeWords: formsMessages.types,
      assessmentCategoryWords: formsMessages.categories,
      submissionStatusWords: formsMessages.statuses,
      meetingScheduleTypeWords: liveSessionMessages.schedule_type,
      meetingTypeWords: liveSessionMessages.type,
      meetingStatusWords: liveSessionMessages.status,
      meetingProviderWords: liveSessionMessages.provider,
      recordingStatusWords: liveSessionMessages.recording_status,
      placementStatusWords: placementMessages.status,
      siteStatusWords: siteMessages.status,
      siteTagIconWords: siteMessages.tags.icons,
      conversationStatusWords: supportMessages.status,
      taskStatusWords: catalogue('app.tasks.status'),
      taskRepeatWords: catalogue('app.tasks.repeat'),
      supervisionTypeWords: catalogue('resources.organizations.supervision_types'),
      integrationProviderWords: integrationMessages.providers,
      userStatusWords: catalogue('resources.users.statuses'),
      positionStatusWords: catalogue('app.positions.statuses'),
    };
    // the same object, not an equal copy; the names say which table is a copy
    const copies = Object.entries(catalogueTables).filter(([name, table]) => table !== codeWords[name as keyof typeof codeWords]);
    expect(copies.map(([name]) => name)).toEqual([]);
  });
});
