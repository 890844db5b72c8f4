// Demo data: a faculty member of the Northfield school with no trainees yet, so the faculty dashboard's
// intro and its "no trainees" notice can be seen (DASH-39). Sign in as nadia.novak@demo.practicum.test.
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { fullName } from '@practicum/shared/format';
import { DEMO_PASSWORD, acceptDemoTerms, seedOrigin, type DemoSeeder } from './demoContext.js';

const nadia = { first_name: 'Nadia', last_name: 'Novak', email: 'nadia.novak@demo.practicum.test' };

export const seedDemoFacultyWithoutTrainees: DemoSeeder = async (ctx) => {
  const organizationId = ctx.organizationIds.get('social')!;
  const { userId } = await registerUser(ctx.deps, { ...nadia, password: DEMO_PASSWORD }, seedOrigin());
  const { positionId } = await assignPosition(ctx.deps, { userId, organizationId, role: 'faculty' }, seedOrigin());
  // terms accepted, so the dashboard opens on what this person is here to see
  await acceptDemoTerms(ctx.commands, userId);
  ctx.extraPeople.set(nadia.email, { userId, positionId, organizationId, role: 'faculty', email: nadia.email, name: fullName(nadia) });
};
