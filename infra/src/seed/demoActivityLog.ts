// Demo data (issue 4): a season of logged activity for each demo trainee's
// previous and current trainings (keys `training:<email>:previous|current`
// left by the trainings seeder), in every review state — approved, submitted,
// changes requested, draft — and one risk alert on the demo trainee's current
// training. Entries are logged as the trainee and reviewed as the demo faculty
// (when primary faculty) or a supervisor of the training (an approved placement
// a seeder made before), through the entry decider.
import { randomUUID } from 'node:crypto';
import { catalogFacts, trainingFacts } from '@practicum/command-service/activityLog/trainingLookup';
import {
  activityEntryDecider,
  activityEntryInputSchema,
  activityEntryStream,
  type ActivityEntryCommand,
  type ReviewerFacts,
  type TrainingFacts,
} from '@practicum/shared/domain/activityLog/index';
import { placementsFromStreams } from '@practicum/command-service/placements/supervisionFacts';
import { seedOriginAs, type DemoContext, type DemoPerson } from './demoContext.js';
import { approvedPlacementKey } from './demoPlacements.js';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const notes = [
  'Intake with a new adult client',
  'Follow-up session, treatment plan reviewed',
  'Weekly supervision',
  'Progress notes',
  'Co-led the skills group',
];
const reviewComment = 'Please add which client this session was with and what you worked on.';

type Plan = 'approved' | 'submitted' | 'changes_requested' | 'draft';

/** Oldest entries approved, then one with changes requested, recent ones submitted, the last two drafts. */
const planFor = (index: number, count: number): Plan =>
  index >= count - 2 ? 'draft' : index >= count - 5 ? 'submitted' : index === count - 6 ? 'changes_requested' : 'approved';

export async function seedDemoActivityLog(ctx: DemoContext): Promise<void> {
  const supervisor = ctx.people.get('supervisor');
  const faculty = ctx.people.get('faculty');
  if (!supervisor) return;
  const trainees = [ctx.people.get('trainee'), ...[...ctx.extraPeople.values()].filter((p) => p.role === 'trainee')].filter(
    (p): p is DemoPerson => p !== undefined,
  );
  await seedActivitySeason(ctx, {
    trainees,
    prefix: '',
    reviewer: (training) => (faculty && training.facultyPositionId === faculty.positionId ? faculty : supervisor),
    riskAlertOf: trainees[0],
  });
}

/**
 * A season of logged activity for each trainee's `previous` and `current` trainings (catalogue keys under
 * `prefix`), reviewed by `reviewer(training)`; `riskAlertOf` gets one risk alert and a longer log.
 */
export async function seedActivitySeason(
  ctx: DemoContext,
  season: { trainees: DemoPerson[]; prefix: string; reviewer: (training: TrainingFacts) => DemoPerson; riskAlertOf?: DemoPerson },
): Promise<void> {
  const activityIds = ['Intake interview', 'Individual session', 'Group session', 'Case consultation', 'Diagnostic assessment']
    .map((name) => ctx.ids.get(`${season.prefix}activity:${name}`))
    .filter((id): id is string => id !== undefined);
  const riskActivity = ctx.ids.get(`${season.prefix}activity:Suicide risk assessment`);
  const today = new Date().toISOString().slice(0, 10);
  let riskAlertLeft = true;
  for (const [n, trainee] of season.trainees.entries()) {
    const demoTrainee = trainee === season.riskAlertOf;
    for (const time of ['previous', 'current'] as const) {
      const trainingId = ctx.ids.get(`training:${trainee.email}:${time}`);
      if (!trainingId) continue;
      const training = await trainingFacts(ctx.deps.eventStore, trainee, trainingId);
      if (training.activityTypeIds.length === 0) continue;
      const catalog = await catalogFacts(ctx.deps.eventStore, training.organizationId);
      const last = training.endAt < today ? training.endAt : addDays(today, -1);
      // every trainee gets some approved hours, in different amounts, so the progress charts differ
      const count = demoTrainee ? 12 : 8 + 2 * (n % 3);
      const step = Math.max(1, Math.floor((Date.parse(last) - Date.parse(training.startAt)) / 86_400_000 / count));
      const reviewer = await reviewerFacts(ctx, season.reviewer(training), training);
      for (let i = 0; i < count; i++) {
        const happenedAt = addDays(last, -(count - 1 - i) * step);
        if (happenedAt < training.startAt) continue;
        const risk = demoTrainee && time === 'current' && riskAlertLeft && i === count - 4 && riskActivity !== undefined;
        if (risk) riskAlertLeft = false;
        const input = activityEntryInputSchema.parse({
          happened_at: happenedAt,
          activity_type_id: training.activityTypeIds[i % training.activityTypeIds.length],
          activity_ids: risk ? [riskActivity] : activityIds.length ? [activityIds[i % activityIds.length]] : [],
          minutes: [60, 90, 45, 120, 50][i % 5],
          notes: risk ? 'Client disclosed suicidal thoughts; safety plan made with the client' : notes[i % notes.length],
        });
        // The previous training is fully reviewed; the current one shows every state.
        const plan = time === 'previous' ? 'approved' : planFor(i, count);
        await seedEntry(ctx, trainee, reviewer, happenedAt, [
          {
            type: 'LogActivity',
            data: { entryId: '', trainee, accessPassRequired: false, timeZone: null, training, catalog, input, placement: null },
          },
          ...(plan === 'draft' ? [] : [{ type: 'SubmitActivityEntry', data: { accessPassRequired: false } } as const]),
          ...(plan === 'approved' ? [{ type: 'ApproveActivityEntry', data: { reviewer: reviewer.facts, training } } as const] : []),
          ...(plan === 'changes_requested'
            ? [{ type: 'RequestActivityEntryChanges', data: { reviewer: reviewer.facts, training, comment: reviewComment } } as const]
            : []),
        ]);
      }
    }
  }
}

/** The reviewer's facts; a supervisor's are the training's placement the seeders approved, read from its stream. */
async function reviewerFacts(ctx: DemoContext, person: DemoPerson, training: TrainingFacts) {
  const placementId = ctx.ids.get(approvedPlacementKey(training.id));
  const supervisedPlacements =
    person.role === 'supervisor' && placementId ? await placementsFromStreams(ctx.deps.eventStore, [placementId]) : [];
  const facts: ReviewerFacts = {
    userId: person.userId,
    positionId: person.positionId,
    role: person.role,
    organizationId: person.organizationId,
    supervisedPlacements,
  };
  return { person, facts };
}

/** One entry's commands in order, each as the person who issues it, on the day it happened. */
async function seedEntry(
  ctx: DemoContext,
  trainee: DemoPerson,
  reviewer: { person: DemoPerson },
  happenedAt: string,
  commands: ActivityEntryCommand[],
): Promise<void> {
  const entryId = randomUUID();
  // logged, submitted and reviewed on the day it happened (the demo's clock), as its history then reads
  ctx.clock.on(happenedAt);
  for (const command of commands) {
    const own = command.type === 'LogActivity' || command.type === 'SubmitActivityEntry';
    const actor = own ? trainee : reviewer.person;
    const withId: ActivityEntryCommand = command.type === 'LogActivity' ? { ...command, data: { ...command.data, entryId } } : command;
    await ctx.commands.handle(activityEntryDecider, activityEntryStream(entryId), withId, seedOriginAs(actor));
  }
}
