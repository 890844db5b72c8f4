// The support conversations read model (MISC-02): threads, messages, status and read marks.
import { describe, it } from '@jest/globals';
import type { SupportEvent } from '@practicum/shared/domain/support/index';
import { projectorSpec, specId, specIds, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import { supportProjector } from './supportProjector.js';

const spec = projectorSpec(supportProjector);
const [conversation, organization, coordinator, admin, first, answer] = specIds(6);
const opened: SupportEvent = {
  type: 'SupportConversationOpened',
  data: {
    conversationId: conversation,
    organizationId: organization,
    subject: 'Exports',
    openedBy: { userId: coordinator, role: 'coordinator' },
    messageId: first,
    body: 'The export stops early.',
    openedAt: '2026-11-23T09:00:00.000Z',
  },
};
const answered: SupportEvent = {
  type: 'SupportMessagePosted',
  data: {
    conversationId: conversation,
    messageId: answer,
    author: { userId: admin, role: 'admin' },
    body: 'Fixed.',
    postedAt: '2026-11-23T09:05:00.000Z',
  },
};

describe('MISC-02 support conversations', () => {
  it('keeps an opened thread with its first message, read by its opener', () =>
    spec.given(opened).thenRows({
      support_conversations: [{ id: conversation, subject: 'Exports', status: 'open', opened_by: coordinator, message_count: 1 }],
      support_messages: [{ id: first, author_id: coordinator, body: 'The export stops early.' }],
    }));
  it('counts answers and records the status and the reader’s read mark', () =>
    spec
      .given(opened, answered)
      .when(
        {
          type: 'SupportConversationStatusChanged',
          data: {
            conversationId: conversation,
            status: 'closed',
            by: { userId: admin, role: 'admin' },
            changedAt: '2026-11-23T09:06:00.000Z',
          },
        },
        {
          type: 'SupportConversationRead',
          data: { conversationId: conversation, userId: coordinator, readAt: '2026-11-23T09:07:00.000Z' },
        },
      )
      .thenRows('support_conversations', [{ status: 'closed', message_count: 2 }]));
  it('changes nothing when a batch is redelivered', () => spec.given(opened).when(answered).thenReplayChangesNothing());
});

describe('MISC-01 MISC-02 when a page of support events is projected at once (a rebuild)', () => {
  const [other, third, stranger, reply] = [specId(7), specId(8), specId(9), specId(10)];
  const posted = (conversationId: string, messageId: string, minute: number, userId = admin): SupportEvent => ({
    type: 'SupportMessagePosted',
    data: {
      conversationId,
      messageId,
      author: { userId, role: 'admin' },
      body: `At ${minute}`,
      postedAt: `2026-11-23T09:${minute}:00.000Z`,
    },
  });
  const openedAs = (conversationId: string, messageId: string): SupportEvent => ({
    type: 'SupportConversationOpened',
    data: { ...opened.data, conversationId, messageId, subject: `About ${conversationId.slice(-2)}` },
  });
  const readAt = (conversationId: string, userId: string, minute: number): SupportEvent => ({
    type: 'SupportConversationRead',
    data: { conversationId, userId, readAt: `2026-11-23T09:${minute}:00.000Z` },
  });
  const page: SupportEvent[] = [
    answered,
    answered, // delivered twice: counted once
    posted(conversation, reply, 10),
    readAt(conversation, coordinator, 30),
    readAt(conversation, coordinator, 20), // an older mark does not move it back
    {
      type: 'SupportConversationStatusChanged',
      data: { conversationId: conversation, status: 'closed', by: { userId: admin, role: 'admin' }, changedAt: '2026-11-23T09:40:00.000Z' },
    },
    openedAs(other, specId(20)),
    posted(other, specId(21), 15),
    posted(stranger, specId(22), 16), // a thread this model never saw opened
    openedAs(third, specId(23)),
    readAt(third, admin, 50),
  ];

  itFoldsLikeOneByOne(spec, [opened, posted(conversation, specId(24), 5)], page);
});
