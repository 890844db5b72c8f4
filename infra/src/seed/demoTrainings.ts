// Demo data (issue 4): more demo trainees, a second faculty member, and trainings
// assigned by the demo coordinator through the same batch command the API runs.
//
// Reads from ctx.ids (the setup seeder): `plan:Practicum I – Fall`, `plan:Practicum I – Spring`,
// `plan:Internship – Year`. Leaves in ctx.ids:
//   training:trainee@demo.practicum.test:previous | :current | :next   the demo trainee's three trainings
//   training:<email>:current                                          each extra trainee's current training
//   position:amara.okafor@demo.practicum.test                         the assistant faculty position
// and the extra people (five trainees, one faculty member) in ctx.extraPeople by email.
import type pg from 'pg';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { batchCreateTrainings } from '@practicum/command-service/trainings/batchTrainings';
import type { Role } from '@practicum/shared/access/roles';
import { trainingInputSchema } from '@practicum/shared/domain/trainings/index';
import { fullName } from '@practicum/shared/format';
import {
  DEMO_PASSWORD,
  DEMO_YEAR_START,
  acceptDemoTerms,
  demoDay,
  seedOrigin,
  seedOriginAs,
  type DemoContext,
  type DemoPerson,
} from './demoContext.js';

const extraPeople: { first_name: string; last_name: string; email: string; role: Role }[] = [
  { first_name: 'Amara', last_name: 'Okafor', email: 'amara.okafor@demo.practicum.test', role: 'faculty' },
  { first_name: 'Maya', last_name: 'Patel', email: 'maya.patel@demo.practicum.test', role: 'trainee' },
  { first_name: 'Jonah', last_name: 'Reyes', email: 'jonah.reyes@demo.practicum.test', role: 'trainee' },
  { first_name: 'Lena', last_name: 'Schmidt', email: 'lena.schmidt@demo.practicum.test', role: 'trainee' },
  { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@demo.practicum.test', role: 'trainee' },
  { first_name: 'Grace', last_name: 'Kim', email: 'grace.kim@demo.practicum.test', role: 'trainee' },
];

/** Extra trainees' current plans: both levels are represented. */
const currentPlanOf: Record<string, string> = {
  'maya.patel@demo.practicum.test': 'plan:Practicum I – Fall',
  'jonah.reyes@demo.practicum.test': 'plan:Practicum I – Fall',
  'lena.schmidt@demo.practicum.test': 'plan:Internship – Year',
  'omar.haddad@demo.practicum.test': 'plan:Internship – Year',
  'grace.kim@demo.practicum.test': 'plan:Practicum I – Fall',
};

/**
 * The batch command checks faculty positions through the positions read model: wait until it has them (a minute at
 * most: on a loaded machine, or while a long transaction elsewhere on the server holds back what $all can read).
 */
export async function waitForPositions(pool: pg.Pool, positionIds: string[]): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM public.positions WHERE id = ANY($1::uuid[])', [
      positionIds,
    ]);
    if (Number(rows[0]?.n) === positionIds.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('demo trainings: the positions read model did not catch up');
}

export async function seedDemoTrainings(ctx: DemoContext): Promise<void> {
  const coordinator = ctx.people.get('coordinator')!;
  const faculty = ctx.people.get('faculty')!;
  const trainee = ctx.people.get('trainee')!;
  const organizationId = coordinator.organizationId;
  // the program's people join at the start of the demo's year, after its organizations and logins
  ctx.clock.on(DEMO_YEAR_START + 5);
  // every demo user but the demo trainee has accepted the terms (docs/decisions.md), so their dashboards open as a returning user's do
  for (const person of await registerDemoPeople(ctx, organizationId, extraPeople)) await acceptDemoTerms(ctx.commands, person.userId);
  const assistant = ctx.extraPeople.get('amara.okafor@demo.practicum.test')!;
  ctx.ids.set(`position:${assistant.email}`, assistant.positionId);

  const planIds = ['plan:Practicum I – Fall', 'plan:Practicum I – Spring', 'plan:Internship – Year'].map((key) => ctx.ids.get(key));
  if (planIds.some((id) => !id)) {
    ctx.logger.warn('demo trainings skipped: the training setup seeder left no plans');
    return;
  }
  await waitForPositions(ctx.deps.pool, [faculty.positionId, assistant.positionId]);

  const facultyOfTrainings = { primary_position_id: faculty.positionId, assistant_position_ids: [assistant.positionId] };
  const assign = (key: string, traineeIds: string[], planKey: string, start: number, end: number) =>
    assignTrainings(ctx, coordinator, { key, traineeIds, planKey, start, end, faculty: facultyOfTrainings });
  // the demo trainee: last term, this term, and the internship to come
  await assign('previous', [trainee.userId], 'plan:Practicum I – Spring', -240, -121);
  await assign('current', [trainee.userId], 'plan:Practicum I – Fall', -60, 60);
  await assign('next', [trainee.userId], 'plan:Internship – Year', 61, 400);
  for (const planKey of new Set(Object.values(currentPlanOf))) {
    const emails = Object.keys(currentPlanOf).filter((email) => currentPlanOf[email] === planKey);
    await assign(
      'current',
      emails.map((email) => ctx.extraPeople.get(email)!.userId),
      planKey,
      -45,
      90,
    );
  }
}

type DemoPersonInput = { first_name: string; last_name: string; email: string; role: Role };

/** Registers people with a position in the organization; they land in ctx.extraPeople by email. */
export async function registerDemoPeople(ctx: DemoContext, organizationId: string, people: DemoPersonInput[]): Promise<DemoPerson[]> {
  const registered: DemoPerson[] = [];
  for (const person of people) {
    const { userId } = await registerUser(ctx.deps, { ...person, password: DEMO_PASSWORD }, seedOrigin());
    const { positionId } = await assignPosition(ctx.deps, { userId, organizationId, role: person.role }, seedOrigin());
    const demoPerson: DemoPerson = { userId, positionId, organizationId, role: person.role, email: person.email, name: fullName(person) };
    ctx.extraPeople.set(person.email, demoPerson);
    registered.push(demoPerson);
  }
  return registered;
}

/**
 * Assigns trainees one plan's training through the batch command the API runs, as the coordinator; each
 * training's id goes to ctx.ids as `training:<email>:<key>`.
 */
export async function assignTrainings(
  ctx: DemoContext,
  coordinator: DemoPerson,
  run: {
    key: string;
    traineeIds: string[];
    planKey: string;
    start: number;
    end: number;
    faculty?: { primary_position_id: string; assistant_position_ids: string[] };
    /** Enrolled late, today (a seeder whose data stands for today: its trainees joined today). */
    assignedToday?: boolean;
  },
): Promise<void> {
  const input = trainingInputSchema.parse({
    training_plan_id: ctx.ids.get(run.planKey),
    start_at: demoDay(run.start),
    end_at: demoDay(run.end),
    ...(run.faculty ? { faculty: run.faculty } : {}),
  });
  const organizationId = coordinator.organizationId;
  // assigned two weeks before its term begins (a term to come, two weeks ago: the demo dates nothing in the future)
  if (!run.assignedToday) ctx.clock.on(Math.min(run.start, 0) - 14);
  const result = await batchCreateTrainings(ctx.deps, { organizationId, traineeIds: run.traineeIds, input }, seedOriginAs(coordinator));
  if (result.errors.length) throw new Error(`demo trainings: ${result.errors.map((e) => e.error).join('; ')}`);
  const people = [...ctx.people.values(), ...ctx.extraPeople.values()];
  for (const training of result.data) {
    const person = people.find((p) => p.userId === training.trainee_id && p.organizationId === organizationId)!;
    ctx.ids.set(`training:${person.email}:${run.key}`, String(training.id));
  }
}
