// Demo data (issue 4): levels, plans and the activity catalogue of the demo
// organization, issued as commands by the demo coordinator. Keys left in ctx.ids:
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
import { demoDay, seedOriginAs, type DemoContext } from './demoContext.js';

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

export async function seedDemoTrainingSetup(ctx: DemoContext): Promise<void> {
  const coordinator = ctx.people.get('coordinator')!;
  const organizationId = coordinator.organizationId;
  const run = async <S, C, E extends DomainEvent>(decider: Decider<S, C, E, unknown>, stream: string, command: C) =>
    (await ctx.commands.handle(decider, stream, command, seedOriginAs(coordinator))).state;

  const levels = ['Practicum I', 'Internship'];
  for (const [sortOrder, name] of levels.entries()) {
    const levelId = randomUUID();
    const data = { organizationId, name, levelId };
    await run(trainingLevelNameDecider, trainingLevelNameStream(organizationId, name), { type: 'ReserveTrainingLevelName', data });
    await run(trainingLevelDecider, trainingLevelStream(levelId), { type: 'CreateTrainingLevel', data: { ...data, sortOrder } });
    ctx.ids.set(`level:${name}`, levelId);
  }

  const catalogStream = activityCatalogStream(organizationId);
  let catalog: ActivityCatalogState | undefined;
  for (const input of activityTypes) {
    const activityTypeId = randomUUID();
    catalog = await run(activityCatalogDecider, catalogStream, {
      type: 'AddActivityType',
      data: { organizationId, activityTypeId, input },
    });
    ctx.ids.set(`activityType:${input.name}`, activityTypeId);
  }
  for (const raw of activities) {
    const activityId = randomUUID();
    const input = activityInputSchema.parse(raw);
    await run(activityCatalogDecider, catalogStream, { type: 'AddActivity', data: { organizationId, activityId, input } });
    ctx.ids.set(`activity:${raw.name}`, activityId);
  }
  for (const name of tags) {
    const tagId = randomUUID();
    await run(activityCatalogDecider, catalogStream, { type: 'AddActivityTag', data: { organizationId, tagId, name } });
    ctx.ids.set(`activityTag:${name}`, tagId);
  }

  // terms around today, matching the demo trainings (demoTrainings.ts): last term's plan, this term's, and an
  // internship year that some trainees are in and the demo trainee starts next
  const type = (name: string, hours: number) => ({ activity_type_id: ctx.ids.get(`activityType:${name}`)!, hours });
  const plans = [
    {
      name: 'Practicum I – Fall',
      level: 'Practicum I',
      start_at: demoDay(-60),
      end_at: demoDay(90),
      total_hours: 100,
      activity_types: [
        type('Direct client contact', 40),
        type('Individual supervision', 15),
        type('Group supervision', 15),
        type('Documentation', 10),
      ],
    },
    {
      name: 'Practicum I – Spring',
      level: 'Practicum I',
      start_at: demoDay(-240),
      end_at: demoDay(-121),
      total_hours: 100,
      activity_types: [type('Direct client contact', 40), type('Individual supervision', 15), type('Group supervision', 15)],
    },
    {
      name: 'Internship – Year',
      level: 'Internship',
      start_at: demoDay(-45),
      end_at: demoDay(400),
      total_hours: 600,
      activity_types: [
        type('Direct client contact', 240),
        type('Individual supervision', 60),
        type('Group supervision', 30),
        type('Documentation', 60),
      ],
    },
  ];
  for (const { level, ...plan } of plans) {
    const planId = randomUUID();
    const levelId = ctx.ids.get(`level:${level}`)!;
    const input = trainingPlanInputSchema.parse({ ...plan, level_id: levelId });
    const refs = { level: { id: levelId, organizationId }, activityTypes: Object.values(catalog!.types) };
    await run(trainingPlanDecider, trainingPlanStream(planId), {
      type: 'CreateTrainingPlan',
      data: { planId, organizationId, input, refs },
    });
    ctx.ids.set(`plan:${plan.name}`, planId);
  }
}
