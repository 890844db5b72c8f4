// Demo people whose statuses others see labelled (PEOPLE-13, AUTH-66): a trainee the coordinator graduated
// (the info label, a read-only sign-in) and one who has not verified their e-mail yet (the pending label).
// The graduate finished a training (with its logged hours) before graduating, so her dashboard shows it under Previous.
import { decidePositionStatus, userStream } from '@practicum/shared/domain/identity/index';
import { evolve, initialState } from '@practicum/shared/domain/identity/state';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { fullName } from '@practicum/shared/format';
import { DEMO_PASSWORD, DEMO_YEAR_START, acceptDemoTerms, seedOrigin, seedOriginAs, type DemoContext } from './demoContext.js';
import { seedActivitySeason } from './demoActivityLog.js';
import { assignTrainings, waitForPositions } from './demoTrainings.js';

const graduated = { first_name: 'Priya', last_name: 'Nair', email: 'priya.nair@demo.practicum.test' };
const pending = { first_name: 'Noah', last_name: 'Brooks', email: 'noah.brooks@demo.practicum.test' };
/** The graduate's last term (days from today). */
const PRIYA_TERM = { start: -240, end: -121 } as const;

export async function seedDemoPositionStatuses(ctx: DemoContext): Promise<void> {
  const coordinator = ctx.people.get('coordinator')!;
  const { organizationId } = coordinator;
  // the graduate joined at the start of the demo's year (her term, hours and graduation on their days); the
  // pending trainee registered today
  ctx.clock.on(DEMO_YEAR_START + 5);
  for (const [person, status] of [
    [graduated, 'active'],
    [pending, 'pending'],
  ] as const) {
    if (person === pending) ctx.clock.live();
    const { userId } = await registerUser(ctx.deps, { ...person, password: DEMO_PASSWORD, status }, seedOrigin());
    const { positionId } = await assignPosition(ctx.deps, { userId, organizationId, role: 'trainee' }, seedOrigin());
    ctx.extraPeople.set(person.email, { userId, positionId, organizationId, role: 'trainee', email: person.email, name: fullName(person) });
  }
  const priya = ctx.extraPeople.get(graduated.email)!;
  const faculty = ctx.people.get('faculty')!;
  // a graduate signs in read-only, so she could not accept the terms now: she did while enrolled
  ctx.clock.on(DEMO_YEAR_START + 5);
  await acceptDemoTerms(ctx.commands, priya.userId);
  if (ctx.ids.get('plan:Practicum I – Spring')) {
    await waitForPositions(ctx.deps.pool, [priya.positionId, faculty.positionId]);
    await assignTrainings(ctx, coordinator, {
      key: 'previous',
      traineeIds: [priya.userId],
      planKey: 'plan:Practicum I – Spring',
      ...PRIYA_TERM,
      faculty: { primary_position_id: faculty.positionId, assistant_position_ids: [] },
    });
    // her season's log, reviewed by her faculty, so the finished training has its hours
    await seedActivitySeason(ctx, { trainees: [priya], prefix: '', reviewer: () => faculty });
  }
  // graduated a week after her term ended
  ctx.clock.on(PRIYA_TERM.end + 7);
  await ctx.commands.run(
    { initialState, evolve },
    userStream(priya.userId),
    (state, context) =>
      decidePositionStatus({ status: 'graduated', positionId: priya.positionId }, state, {
        ...context,
        actor: { userId: coordinator.userId, role: 'coordinator', organizationId },
      }),
    seedOriginAs(coordinator),
  );
}
