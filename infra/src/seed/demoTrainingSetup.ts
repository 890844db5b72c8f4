// Demo data: levels, plans and the activity catalogue of an organization, issued as commands by its
// coordinator (the demo organization's here; the clinic's in demoClinic.ts, with keys prefixed "clinic:").
// Keys the demo organization's leave in ctx.ids:
//   level:<name>          "level:Practicum I", "level:Internship"
//   plan:<name>           "plan:Practicum I – Fall", "plan:Practicum I – Spring", "plan:Internship – Year"
//   activityType:<name>   "activityType:Direct client contact", "activityType:Individual supervision",
//                         "activityType:Group supervision", "activityType:Documentation"
//   activity:<name>       e.g. "activity:Intake interview", "activity:Suicide risk assessment" (raises a risk alert)
//   activityTag:<name>    "activityTag:Telehealth", "activityTag:Adolescent", "activityTag:Family"
import { randomUUID } from 'node:crypto';
import type { Decider, DomainEvent } from '@practicum/shared/domain/decider';
import {
  activityCatalogDecider,
  activityCatalogStream,
  activityInputSchema,
  trainingLevelDecider,
  trainingLevelNameDecider,
  trainingLevelNameStream,
  trainingLevelStream,
  trainingPlanDecider,
  trainingPlanInputSchema,
  trainingPlanStream,
  type ActivityCatalogState,
} from '@practicum/shared/domain/trainings/index';
import { DEMO_YEAR_START, demoDay, seedOriginAs, type DemoContext, type DemoPerson } from './demoContext.js';

/** One organization's levels, activity catalogue and plans; every key it leaves in ctx.ids starts with `prefix`. */
export interface TrainingSetup {
  prefix: string;
  levels: string[];
  activityTypes: { name: string; color: string; symbol: string }[];
  activities: { group: string; name: string; raises_risk_alert?: boolean }[];
  tags: string[];
  /** Each plan's activity types by name, with their hours. */
  plans: { name: string; level: string; start_at: string; end_at: string; total_hours: number; hours: [string, number][] }[];
}

const activityTypes = [
  { name: 'Direct client contact', color: '#1e88e5', symbol: 'DC' },
  { name: 'Individual supervision', color: '#43a047', symbol: 'IS' },
  { name: 'Group supervision', color: '#fb8c00', symbol: 'GS' },
  { name: 'Documentation', color: '#8e24aa', symbol: 'DO' },
];
const activities = [
  { group: 'Assessment', name: 'Intake interview' },
  { group: 'Assessment', name: 'Diagnostic assessment' },
  { group: 'Crisis', name: 'Suicide risk assessment', raises_risk_alert: true },
  { group: 'Crisis', name: 'Safety planning', raises_risk_alert: true },
  { group: 'Counseling', name: 'Individual session' },
  { group: 'Counseling', name: 'Group session' },
  { group: 'Counseling', name: 'Family session' },
  { group: 'Professional', name: 'Case consultation' },
];
const tags = ['Telehealth', 'Adolescent', 'Family'];

// terms around today, matching the demo trainings (demoTrainings.ts): last term's plan, this term's, and an
// internship year that some trainees are in and the demo trainee starts next
const demoSetup: TrainingSetup = {
  prefix: '',
  levels: ['Practicum I', 'Internship'],
  activityTypes,
  activities,
  tags,
  plans: [
    {
      name: 'Practicum I – Fall',
      level: 'Practicum I',
      start_at: demoDay(-60),
      end_at: demoDay(90),
      total_hours: 100,
      hours: [
        ['Direct client contact', 40],
        ['Individual supervision', 15],
        ['Group supervision', 15],
        ['Documentation', 10],
      ],
    },
    {
      name: 'Practicum I – Spring',
      level: 'Practicum I',
      start_at: demoDay(-240),
      end_at: demoDay(-121),
      total_hours: 100,
      hours: [
        ['Direct client contact', 40],
        ['Individual supervision', 15],
        ['Group supervision', 15],
      ],
    },
    {
      name: 'Internship – Year',
      level: 'Internship',
      start_at: demoDay(-45),
      end_at: demoDay(400),
      total_hours: 600,
      hours: [
        ['Direct client contact', 240],
        ['Individual supervision', 60],
        ['Group supervision', 30],
        ['Documentation', 60],
      ],
    },
  ],
};

/** The program is set up in the demo year's first days, before its people join and its terms begin. */
export const seedDemoTrainingSetup = (ctx: DemoContext): Promise<void> => {
  ctx.clock.on(DEMO_YEAR_START + 3);
  return seedTrainingSetup(ctx, ctx.people.get('coordinator')!, demoSetup);
};

/** Creates one organization's levels, catalogue and plans as its coordinator. */
export async function seedTrainingSetup(ctx: DemoContext, coordinator: DemoPerson, setup: TrainingSetup): Promise<void> {
  const organizationId = coordinator.organizationId;
  const key = (kind: string, name: string) => `${setup.prefix}${kind}:${name}`;
  const run = async <S, C, E extends DomainEvent>(decider: Decider<S, C, E, unknown>, stream: string, command: C) =>
    (await ctx.commands.handle(decider, stream, command, seedOriginAs(coordinator))).state;

  for (const [sortOrder, name] of setup.levels.entries()) {
    const levelId = randomUUID();
    const data = { organizationId, name, levelId };
    await run(trainingLevelNameDecider, trainingLevelNameStream(organizationId, name), { type: 'ReserveTrainingLevelName', data });
    await run(trainingLevelDecider, trainingLevelStream(levelId), { type: 'CreateTrainingLevel', data: { ...data, sortOrder } });
    ctx.ids.set(key('level', name), levelId);
  }

  const catalogStream = activityCatalogStream(organizationId);
  let catalog: ActivityCatalogState | undefined;
  for (const input of setup.activityTypes) {
    const activityTypeId = randomUUID();
    catalog = await run(activityCatalogDecider, catalogStream, {
      type: 'AddActivityType',
      data: { organizationId, activityTypeId, input },
    });
    ctx.ids.set(key('activityType', input.name), activityTypeId);
  }
  for (const raw of setup.activities) {
    const activityId = randomUUID();
    const input = activityInputSchema.parse(raw);
    await run(activityCatalogDecider, catalogStream, { type: 'AddActivity', data: { organizationId, activityId, input } });
    ctx.ids.set(key('activity', raw.name), activityId);
  }
  for (const name of setup.tags) {
    const tagId = randomUUID();
    await run(activityCatalogDecider, catalogStream, { type: 'AddActivityTag', data: { organizationId, tagId, name } });
    ctx.ids.set(key('activityTag', name), tagId);
  }

  for (const { level, hours, ...plan } of setup.plans) {
    const planId = randomUUID();
    const levelId = ctx.ids.get(key('level', level))!;
    const activity_types = hours.map(([name, h]) => ({ activity_type_id: ctx.ids.get(key('activityType', name))!, hours: h }));
    const input = trainingPlanInputSchema.parse({ ...plan, activity_types, level_id: levelId });
    const refs = { level: { id: levelId, organizationId }, activityTypes: Object.values(catalog!.types) };
    await run(trainingPlanDecider, trainingPlanStream(planId), {
      type: 'CreateTrainingPlan',
      data: { planId, organizationId, input, refs },
    });
    ctx.ids.set(key('plan', plan.name), planId);
  }
}
