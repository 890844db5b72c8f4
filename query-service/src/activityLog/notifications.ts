// Activity log notifications (issue 4): the trainee hears when a reviewer
// requests changes (with the comment) and when an entry is approved; the link
// opens the entry in the trainee's log.
import type { Knex } from 'knex';
import type { ActivityEntryApproved, ActivityEntryChangesRequested } from '@practicum/shared/domain/activityLog/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';

export const ACTIVITY_ENTRY_CATEGORY = 'activityEntry';

export const entryLink = (entryId: string): string => `/activity-log?id=${entryId}`;

interface Draft {
  userId: string;
  positionId: string | null;
  message: string;
  link: string;
}

/** Drafts for an activity entry event; null when the event is not the activity log's. */
export async function activityLogDrafts(
  trx: Knex.Transaction,
  event: RecordedEvent,
  userName: (knex: Knex, userId: string | null) => Promise<string>,
  cut: (text: string) => string,
): Promise<Draft[] | null> {
  switch (event.type) {
    case 'ActivityEntryChangesRequested': {
      const d = event.data as ActivityEntryChangesRequested['data'];
      const by = await userName(trx, d.reviewerUserId);
      return [
        {
          userId: d.traineeUserId,
          positionId: null,
          message: `${by} requested changes to your activity log: ${cut(d.comment)}`,
          link: entryLink(d.entryId),
        },
      ];
    }
    case 'ActivityEntryApproved': {
      const d = event.data as ActivityEntryApproved['data'];
      const by = await userName(trx, d.reviewerUserId);
      return [{ userId: d.traineeUserId, positionId: null, message: `${by} approved your activity log entry`, link: entryLink(d.entryId) }];
    }
    default:
      return null;
  }
}
