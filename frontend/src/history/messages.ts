// English texts of record history and the audit trail (issue 20). Spread by i18n/en.ts.
export const historyMessages = {
  tabs: 'Record sections',
  details: 'Details',
  tab: 'History',
  events: 'Events',
  from: 'From %{origin}',
  from_demo: 'From the demo data',
  empty: 'Nothing has been recorded for this record yet.',
  unavailable: 'The history could not be loaded.',
  more: 'Show later events',
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
  more_changes: '%{smart_count} more change |||| %{smart_count} more changes',
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

export const auditVerifyMessages = {
  title: 'History verification',
  explain:
    'Every stored event carries a hash chained over the one before it. Verifying walks the whole history and names the first events whose stored rows were changed or removed outside the application.',
  run: 'Verify the history',
  intact: 'The history is intact: %{checked} events checked at %{time}.',
  tampered: 'The history was altered: %{checked} events checked at %{time}.',
  altered: 'Altered: event %{id}',
  removed: 'Removed: the event(s) just before %{id}',
  removed_newest: 'Removed: the newest event(s), up to #%{seq}, the last the chain linked (after event %{after})',
  failed: 'The verification could not run.',
  problems: 'Altered or removed events',
  where: 'Stream %{stream}, revision %{revision}, %{type} (#%{seq})',
  head: 'Newest hash: %{head}',
  pending:
    '%{smart_count} recent event not yet linked to the chain: a later verification covers it. |||| %{smart_count} recent events not yet linked to the chain: a later verification covers them.',
};

export const projectionMessages = {
  title: 'Projections',
  explain:
    'Each read model is kept by a projector that follows the history. Rebuilding one replays the whole history into fresh tables and swaps them in; the application keeps reading the current tables meanwhile.',
  failed: 'The projections could not be loaded.',
  never: 'Never rebuilt here',
  running: '%{processed} of %{total} events',
  progress: 'Rebuild of %{name}',
  done: 'Rebuilt %{time}',
  failed_rebuild: 'Failed %{time}',

  rebuild: 'Rebuild',
  rebuild_named: 'Rebuild %{name}',
  started: 'Rebuilding %{name}…',
  columns: {
    name: 'Projector',
    version: 'Version',
    position: 'Position',
    lag: 'Events behind',
    last_rebuild: 'Last rebuild',
    action: 'Rebuild',
  },
};
