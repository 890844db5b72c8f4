// English texts of clients (/clients): the resource's field names and the
// app.clients strings. Spread by i18n/en.ts.
export const clientResources = {
  clients: {
    name: 'Client |||| Clients',
    fields: {
      q: 'Search codes',
      code: 'Client code',
      trainee: 'Trainee',
      can_upload: 'Uploads allowed',
      upload_requested: 'Awaiting approval',
      created_at: 'Added',
    },
  },
};

export const clientMessages = {
  list_title: 'Clients',
  add: 'Add client',
  added: 'Client added',
  code_help: 'A code only, never a name (HIPAA): letters, digits and dashes.',
  uploads: 'Uploads',
  allowed: 'Allowed',
  not_allowed: 'Not allowed',
  awaiting: 'Awaiting approval',
  request_upload: 'Ask for upload approval',
  enable_upload: 'Allow uploads',
  uploads_need_approval: 'Files can be attached here once your supervisor approves uploads for this client: ask for approval above.',
  uploads_awaiting_note: 'Your supervisor has been asked to approve uploads for this client; files can be attached here once they do.',
  uploads_trainee_only: 'Only the client’s trainee attaches files here, and only while uploads are switched on.',
  tab: 'Clients',
  none_pending: 'No client is waiting for upload approval.',
  all: 'All clients',
  back: 'All clients',
};
