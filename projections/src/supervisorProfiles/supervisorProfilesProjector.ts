// Read model of supervisor profiles (spec 002 §3): the profile's fields as
// columns, its licences as one jsonb list (a profile holds at most 20), and
// whether the prompt was dismissed. Every event upserts the user's row.
import { assertNever } from '@practicum/shared/domain/decider';
import { supervisorProfileEventTypes, type SupervisorProfileEvent } from '@practicum/shared/domain/supervisorProfiles/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { defineProjector } from '../runner/defineProjector.js';
import type { ProjectionContext } from '../runner/types.js';
import { upsert } from '../runner/writes.js';
import { type FoldedRow, FoldedTable, foldingBatches, forEachEvent, named } from '../runner/foldedTable.js';
import { supervisorProfilesReadModel } from './readModel.js';

/** The user's profile row, made by its first event; `changes` and updated_at merged into it. */
async function upsertProfile(ctx: ProjectionContext, userId: string, at: string, changes: Record<string, unknown>): Promise<void> {
  await upsert(ctx, 'supervisor_profiles', { user_id: userId, ...changes, updated_at: at }, 'user_id', [
    ...Object.keys(changes),
    'updated_at',
  ]);
}

/** Licences are rewritten whole from the row's list: a redelivered event leaves the same list. */
async function editLicenses(ctx: ProjectionContext, userId: string, at: string, edit: (licenses: License[]) => unknown[]) {
  const row = await ctx.table('supervisor_profiles').where({ user_id: userId }).first<{ licenses: License[] } | undefined>('licenses');
  await upsertProfile(ctx, userId, at, { licenses: JSON.stringify(edit(row?.licenses ?? [])) });
}

type License = { id: string };
type LicenseEvent = Extract<SupervisorProfileEvent, { type: `SupervisorLicense${string}` }>;

/** A licence event's edit of the list. */
function editedLicenses(event: LicenseEvent, list: License[]): License[] {
  switch (event.type) {
    case 'SupervisorLicenseAdded': {
      const { license } = event.data;
      return list.some((l) => l.id === license.id) ? list : [...list, license];
    }
    case 'SupervisorLicenseChanged': {
      const { license } = event.data;
      return list.map((l) => (l.id === license.id ? license : l));
    }
    case 'SupervisorLicenseRemoved': {
      const { licenseId } = event.data;
      return list.filter((l) => l.id !== licenseId);
    }
    default:
      return assertNever(event);
  }
}

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as SupervisorProfileEvent;
  const at = recorded.metadata.occurredAt;
  const { userId } = event.data;
  switch (event.type) {
    case 'SupervisorProfileUpdated':
      return upsertProfile(ctx, userId, at, event.data.changes);
    case 'SupervisorProfilePromptDismissed':
      return upsertProfile(ctx, userId, at, { prompt_dismissed: true });
    default:
      return editLicenses(ctx, userId, at, (list) => editedLicenses(event, list));
  }
}

/** A batch folded in memory: the profiles it names read once, each event merged in turn, all written in one upsert. */
async function foldProfiles(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const profiles = new FoldedTable<FoldedRow>(ctx, 'supervisor_profiles', ['user_id']);
  await profiles.load('user_id', named(events, 'userId'));
  forEachEvent<SupervisorProfileEvent>(events, (event, at) => {
    const { userId } = event.data;
    const merge = (changes: FoldedRow) => {
      const row = { ...changes, updated_at: at };
      if (!profiles.update({ user_id: userId }, row)) profiles.insertOnce({ user_id: userId, ...row });
    };
    if (event.type === 'SupervisorProfileUpdated') merge(event.data.changes);
    else if (event.type === 'SupervisorProfilePromptDismissed') merge({ prompt_dismissed: true });
    else merge({ licenses: editedLicenses(event, (profiles.get({ user_id: userId })?.licenses as License[] | null) ?? []) });
  });
  await profiles.write();
}

export const supervisorProfilesProjector = defineProjector({
  name: 'supervisorProfiles',
  version: 1,
  readModel: supervisorProfilesReadModel,
  canHandle: supervisorProfileEventTypes,
  tables: {
    supervisor_profiles: (t) => {
      t.uuid('user_id').primary();
      t.text('bio');
      t.text('looking_for');
      t.text('degree');
      t.integer('years_of_experience');
      t.text('conferred_date');
      t.text('specialty_concentration');
      t.text('specialty_population');
      t.text('linkedin_url');
      t.text('healthgrades_url');
      t.text('psychology_today_url');
      t.text('training_credentials');
      t.boolean('accepting_trainees');
      t.text('directory_bio');
      t.text('directory_wants');
      t.jsonb('licenses');
      t.boolean('prompt_dismissed');
      t.timestamp('updated_at', { useTz: true }).notNullable();
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldProfiles),
});
