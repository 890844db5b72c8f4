export type { SupportConversationRecord, SupportMessageRecord } from '@practicum/shared/domain/support/records';

export const supportResource = 'support-conversations';

/** The spec's screens (000 §2.3): the list and one thread. */
export const supportPaths = {
  list: '/supcon',
  show: (id: string) => `/supcon/${id}`,
};
