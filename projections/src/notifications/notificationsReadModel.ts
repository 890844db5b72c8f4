// The notifications read model (spec 001 notifications): written by the notifier, a bus
// consumer outside the projection runner, so no projection's checkpoint covers it.
import { defineReadModel } from '../runner/readModel.js';

export const notificationsReadModel = defineReadModel({
  projections: [],
  tables: {
    notifications: 'notifications',
    notifier_tasks: 'notifier_tasks',
    notifier_meetings: 'notifier_meetings',
    notifier_meeting_people: 'notifier_meeting_people',
    notifier_placements: 'notifier_placements',
  },
});
