// Demo history (issue 20): the admin, logged in as the coordinator, moves the start of the demo trainee's
// last term by a week, so the trainee's History tab and the audit trail show "admin Avery Admin acting as
// Corinne Coleman" with the dates before and after, from an address and a browser like a real request.
import { batchEditTrainings } from '@practicum/command-service/trainings/batchTrainings';
import { trainingInputSchema } from '@practicum/shared/domain/trainings/index';
import { demoDay, type DemoContext } from './demoContext.js';

/** The trainings read model routes an edit to the trainee's stream: wait until it has the training. */
async function waitForTraining(ctx: DemoContext, trainingId: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await ctx.deps.pool.query('SELECT 1 FROM public.trainings WHERE id = $1', [trainingId]);
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('demo history: the trainings read model did not catch up');
}

export async function seedDemoHistory(ctx: DemoContext): Promise<void> {
  const admin = ctx.people.get('admin')!;
  const coordinator = ctx.people.get('coordinator')!;
  const trainee = ctx.people.get('trainee')!;
  const trainingId = ctx.ids.get(`training:${trainee.email}:previous`);
  if (!trainingId) return;
  await waitForTraining(ctx, trainingId);
  // a week ago, after the trainee's terms were all assigned (their stream's last event, two weeks ago): the History
  // tab's picker shows the training as it was before it on any moment between
  ctx.clock.on(-7);
  const result = await batchEditTrainings(
    ctx.deps,
    {
      organizationId: coordinator.organizationId,
      trainingIds: [trainingId],
      traineeIds: null,
      input: trainingInputSchema.parse({ start_at: demoDay(-233) }),
    },
    {
      system: {
        correlationId: `seed-history-${trainingId}`,
        userId: coordinator.userId,
        positionId: coordinator.positionId,
        organizationId: coordinator.organizationId,
        impersonatorId: admin.userId,
        ip: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/17.5',
      },
    },
  );
  if (result.errors.length) throw new Error(`demo history: ${result.errors.map((e) => e.error).join('; ')}`);
}
