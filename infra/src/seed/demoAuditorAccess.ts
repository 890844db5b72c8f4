// Demo auditor access (issue 20): the admin has granted the demo faculty member read-only access to the
// Riverside Community Clinic's audit trail, history and reports for the next 90 days, so the faculty user menu offers
// "Audit …" and the admin's /audit/grants lists an active grant.
import { randomUUID } from 'node:crypto';
import { auditorAccessDecider, auditorGrantStream } from '@practicum/shared/domain/auditorAccess/index';
import { demoDay, seedOriginAs, type DemoSeeder } from './demoContext.js';

export const seedDemoAuditorAccess: DemoSeeder = async (ctx) => {
  const admin = ctx.people.get('admin')!;
  const auditor = ctx.people.get('faculty')!;
  const grantId = randomUUID();
  const data = { grantId, organizationId: ctx.organizationIds.get('clinic')!, auditorUserId: auditor.userId, endsOn: demoDay(90) };
  await ctx.commands.handle(auditorAccessDecider, auditorGrantStream(grantId), { type: 'GrantAuditorAccess', data }, seedOriginAs(admin));
};
