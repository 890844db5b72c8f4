// Demo data: the demo organization's samples (002 §5), a sample trainee, a sample
// supervisor and a sample plan the sample trainee is in. Sample supervisors and
// plans go only to sample trainees, so a real trainee never gets them.
// Reads from ctx.ids: `level:Practicum I`. Leaves in ctx.extraPeople the two sample people by email, and in
// ctx.ids `plan:Sample practicum` and `training:wren.sample@demo.practicum.test:current`.
import { randomUUID } from 'node:crypto';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { batchCreateTrainings } from '@practicum/command-service/trainings/batchTrainings';
import type { Role } from '@practicum/shared/access/roles';
import {
  trainingInputSchema,
  trainingPlanDecider,
  trainingPlanInputSchema,
  trainingPlanStream,
} from '@practicum/shared/domain/trainings/index';
import { fullName } from '@practicum/shared/format';
import { DEMO_PASSWORD, demoDay, seedOrigin, seedOriginAs, type DemoSeeder } from './demoContext.js';

const samplePeople: { first_name: string; last_name: string; email: string; role: Role }[] = [
  { first_name: 'Wren', last_name: 'Sample', email: 'wren.sample@demo.practicum.test', role: 'trainee' },
  { first_name: 'Wyatt', last_name: 'Sample', email: 'wyatt.sample@demo.practicum.test', role: 'supervisor' },
];

export const seedDemoSamples: DemoSeeder = async (ctx) => {
  const coordinator = ctx.people.get('coordinator')!;
  const organizationId = coordinator.organizationId;
  const levelId = ctx.ids.get('level:Practicum I');
  if (!levelId) {
    ctx.logger.warn('demo samples skipped: the training setup seeder left no level');
    return;
  }
  for (const person of samplePeople) {
    const { userId } = await registerUser(ctx.deps, { ...person, password: DEMO_PASSWORD, sample: true }, seedOrigin());
    const { positionId } = await assignPosition(ctx.deps, { userId, organizationId, role: person.role }, seedOrigin());
    ctx.extraPeople.set(person.email, {
      userId,
      positionId,
      organizationId,
      role: person.role,
      email: person.email,
      name: fullName(person),
    });
  }

  const planId = randomUUID();
  const input = trainingPlanInputSchema.parse({
    name: 'Sample practicum',
    level_id: levelId,
    start_at: demoDay(-30),
    end_at: demoDay(120),
    total_hours: 40,
  });
  await ctx.commands.handle(
    trainingPlanDecider,
    trainingPlanStream(planId),
    {
      type: 'CreateTrainingPlan',
      data: { planId, organizationId, input, refs: { level: { id: levelId, organizationId }, activityTypes: [] }, sample: true },
    },
    seedOriginAs(coordinator),
  );
  ctx.ids.set('plan:Sample practicum', planId);

  const trainee = ctx.extraPeople.get('wren.sample@demo.practicum.test')!;
  const training = trainingInputSchema.parse({ training_plan_id: planId, start_at: demoDay(-30), end_at: demoDay(120) });
  const result = await batchCreateTrainings(
    ctx.deps,
    { organizationId, traineeIds: [trainee.userId], input: training },
    seedOriginAs(coordinator),
  );
  if (result.errors.length) throw new Error(`demo samples: ${result.errors.map((e) => e.error).join('; ')}`);
  ctx.ids.set(`training:${trainee.email}:current`, String(result.data[0]!.id));
};
