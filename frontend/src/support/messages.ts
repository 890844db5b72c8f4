// English texts of support conversations (/supcon): the resource's field names
// and the app.support strings. Spread by i18n/en.ts.
import { conversationStatusWords } from '@practicum/shared/domain/codeWords';
export const supportResources = {
  'support-conversations': {
    name: 'Support conversation |||| Support conversations',
    fields: {
      q: 'Search',
      subject: 'Subject',
      body: 'Message',
      status: 'Status',
      opened_by: 'Opened by',
      organization: 'Organization',
      last_message_at: 'Last message',
      message_count: 'Messages',
      unread_count: 'Unread',
    },
  },
};

export const supportMessages = {
  list_title: 'Support conversations',
  new: 'New conversation',
  open_dialog: 'Ask the Practicum team',
  opened: 'Conversation opened',
  status: conversationStatusWords,
  send: 'Send',
  sent: 'Message sent',
  reply: 'Your message',
  close: 'Close conversation',
  reopen: 'Reopen conversation',
  closed_notice: 'This conversation is closed.',
  unread: '%{count} unread',
  files: 'Files',
  cancel: 'Cancel',
  back: 'All conversations',
};
