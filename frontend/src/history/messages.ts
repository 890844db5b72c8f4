// English texts of record history and the audit trail (issue 20). Spread by i18n/en.ts.
export const historyMessages = {
  tabs: 'Record sections',
  details: 'Details',
  tab: 'History',
  events: 'Events',
  from: 'From %{origin}',
  empty: 'Nothing has been recorded for this record yet.',
  unavailable: 'The history could not be loaded.',
  as_of_title: 'As it was at a moment',
  as_of: 'Show the record as of',
  as_of_last: 'Last change before then: %{time}',
  not_yet: 'The record did not exist yet at that moment.',
  trainings: 'Trainings',
  account: 'Account',
};

export const auditMessages = {
  title: 'Audit trail',
  export: 'Export CSV',
  acting_as: 'Acting as (admin)',
};

export const auditResources = {
  audit: {
    name: 'Audit event |||| Audit trail',
    page: { list: 'Audit trail' },
    fields: {
      q: 'Search record names',
      occurred_at: 'When',
      occurred_at_gte: 'From',
      occurred_at_lte: 'Until',
      actor_label: 'Who',
      actor_id: 'Actor',
      impersonator_id: 'Acting admin',
      type: 'Event type',
      type_label: 'Event',
      stream: 'Record stream',
      record_name: 'Record',
      changes: 'Changes',
      ip: 'From',
    },
  },
};
