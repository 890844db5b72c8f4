// Activity entries a browser test arranges through the API: a retried test acts on an entry of its own, in the
// state it starts from, instead of the one an earlier attempt already took further.
import type { EntryOptions } from '@practicum/shared/domain/activityLog/records';
import { day } from '../integration/support/activityLogFixture.js';
import type { FileApp } from './app.js';

/** The demo trainee logs an hour and a half of intake yesterday, in their current training, and submits it. */
export async function submittedEntry(running: FileApp, notes: string): Promise<string> {
  const trainee = await running.pageAs('trainee');
  const options = (await running.api(trainee, 'GET', '/api/activity-log/options')) as unknown as EntryOptions;
  const training = options.trainings.find((t) => t.id === options.current_training_id)!;
  const entry = await running.api(trainee, 'POST', '/api/activity-log', {
    training_id: training.id,
    happened_at: day(-1),
    activity_type_id: training.activity_types.find((t) => t.name === 'Direct client contact')!.id,
    activity_ids: [options.activities.find((a) => a.name === 'Intake interview')!.id],
    hours: 1,
    minutes: 30,
    notes,
  });
  const id = String(entry.id);
  await running.api(trainee, 'POST', `/api/activity-log/${id}/submit`);
  return id;
}
