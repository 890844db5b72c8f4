// English texts of the training setup screens: training plans and levels
// (/training-plans, /training-levels/:id) and the activities editor
// (/activities). Spread into resources and app.training_setup by i18n/en.ts.
export const trainingSetupResources = {
  'training-plans': {
    name: 'Training plan |||| Training plans',
    page: { list: 'Training plans', create: 'New training plan', edit: 'Edit training plan' },
    fields: {
      q: 'Search',
      name: 'Name',
      level_id: 'Level',
      level_name: 'Level',
      start_at: 'Start date',
      end_at: 'End date',
      total_hours: 'Total hours',
      archived: 'Archived',
      activity_types: 'Activity types',
      activity_type_id: 'Activity type',
      hours: 'Hours',
      color: 'Color',
      add_activity_type: 'Add activity type',
    },
  },
  'training-levels': {
    name: 'Training level |||| Training levels',
    fields: { name: 'Name', sort_order: 'Order', plans_count: 'Plans' },
  },
  'activity-types': {
    name: 'Activity type |||| Activity types',
    fields: { name: 'Name', color: 'Color', symbol: 'Symbol' },
  },
  activities: {
    name: 'Activity |||| Activities',
    fields: { group: 'Group', name: 'Name', raises_risk_alert: 'Raises risk alert' },
  },
  'activity-tags': {
    name: 'Activity tag |||| Activity tags',
    fields: { name: 'Name' },
  },
};

export const trainingSetupMessages = {
  plans: {
    archived_filter: 'Show archived plans',
    details: 'Training plan',
    dates: 'Dates',
    hours_of_total: '%{hours} of %{total} hours planned by activity type',
    no_activity_types: 'No activity types in this plan.',
    trainings: 'Trainings using this plan',
    no_trainings: 'No training uses this plan yet.',
    trainee: 'Trainee',
    archive: 'Archive',
    archived_toast: 'Training plan archived',
    unarchived_toast: 'Training plan restored',
    saved: 'training plans saved successfully',
    no_catalogue: 'This organization has no activity types yet: add them first, then choose them here.',
    open_activities: 'Open Activities',
  },
  levels: {
    add: 'New level',
    rename: 'Rename level',
    plans: 'Plans of this level',
    no_plans: 'No plans in this level yet.',
    saved: 'Level saved',
  },
  activities: {
    title: 'Activities',
    intro: 'What trainees log: activity types (with the color and symbol reports use), activities in groups, and tags.',
    add: 'Add',
    edit: 'Edit',
    saved: 'changes saved',
    empty: 'None yet.',
    risk_alert: 'risk alert',
  },
};
