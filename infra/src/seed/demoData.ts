// Demo data, loaded by issuing commands (never by writing read models), so its
// history is as real as any user's. Loaded once: the demo admin's email
// reservation marks it done.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import type { Role } from '@practicum/shared/access/roles';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { organizationDecider, organizationDetailsSchema, organizationStream } from '@practicum/shared/domain/organizations/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import { fullName } from '@practicum/shared/format';
import { seedDemoActivityLog } from './demoActivityLog.js';
import { seedDemoTrainingSetup } from './demoTrainingSetup.js';
import { seedDemoTrainings } from './demoTrainings.js';
import { seedDemoTaskArea } from './demoTasks.js';
import { seedDemoForms } from './demoForms.js';
import { seedDemoSites } from './demoSites.js';
import { seedDemoHistory } from './demoHistory.js';
import { seedDemoSupervisorProfile } from './demoSupervisorProfile.js';
import { seedDemoCeCourses } from './demoCeCourses.js';
import { seedDemoPlacements } from './demoPlacements.js';
import { seedDemoSignup } from './demoSignup.js';
import { seedDemoAuditorAccess } from './demoAuditorAccess.js';
import { seedDemoSupport } from './demoSupport.js';
import { seedDemoLiveSessions } from './demoLiveSessions.js';
import { seedDemoAccessPasses } from './demoAccessPasses.js';
import { seedDemoPositionStatuses } from './demoPositionStatuses.js';
import { seedDemoAdminTools } from './demoAdminTools.js';
import { seedDemoSamples } from './demoSamples.js';
import { seedDemoFacultyWithoutTrainees } from './demoFacultyWithoutTrainees.js';
import { seedDemoClinic } from './demoClinic.js';
import {
  DEMO_PASSWORD,
  DEMO_YEAR_START,
  acceptDemoTerms,
  demoClock,
  fillDemoAccount,
  seedOrigin,
  type DemoContext,
  type DemoPerson,
  type DemoSeeder,
} from './demoContext.js';

export { DEMO_PASSWORD };
/** `account`: the phone (and time zone, none yet: see decisions) their /account shows, where the demo fills them in. */
export const demoLogins: {
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
  account?: { phone: string; timezone?: string };
}[] = [
  { role: 'admin', email: 'admin@demo.practicum.test', first_name: 'Avery', last_name: 'Admin' },
  { role: 'coordinator', email: 'coordinator@demo.practicum.test', first_name: 'Corinne', last_name: 'Coleman' },
  { role: 'faculty', email: 'faculty@demo.practicum.test', first_name: 'Felix', last_name: 'Fernandez' },
  {
    role: 'supervisor',
    email: 'supervisor@demo.practicum.test',
    first_name: 'Sofia',
    last_name: 'Singh',
    account: { phone: '(212) 555-0147' },
  },
  { role: 'trainee', email: 'trainee@demo.practicum.test', first_name: 'Theo', last_name: 'Turner' },
];

/** A small square logo with initials, as an SVG data URL. */
function demoLogo(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="16" fill="${color}"/>` +
    `<path d="M18 70 L48 22 L78 70 Z" fill="none" stroke="#f2c14e" stroke-width="5"/>` +
    `<text x="48" y="64" font-family="Georgia,serif" font-size="26" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const demoOrganizations = [
  { key: 'platform', name: 'Practicum Platform', supervision_type: 'admin' },
  {
    key: 'demo',
    name: 'Demo University Counseling Program',
    supervision_type: 'academic',
    // the signup header (SIGNUP-06), the app bar and the dashboard header (SPINE-13) show it; a data URL, as the page's content policy allows no other host
    logo_image_url: demoLogo('DU', '#1d4e89'),
    // telehealth on: the demo trainee sees clients as guests (LIVE-35)
    organization_settings: {
      allow_trainee_code_purchase: true,
      require_trainee_insurance: true,
      show_welcome: true,
      enable_telehealth: true,
    },
  },
  {
    key: 'clinic',
    name: 'Riverside Community Clinic',
    supervision_type: 'clinical',
    dynamic_words: { trainee: 'Intern', supervision_site: 'Clinic' },
  },
  {
    key: 'social',
    name: 'Northfield School of Social Work',
    supervision_type: 'academic',
    organization_settings: { enable_stronger_passwords: true },
  },
] as const;

/**
 * Area seeders, run in order after the organizations and the demo logins exist; each
 * adds its area's demo data through commands and may leave ids in the context for the next.
 */
const areaSeeders: DemoSeeder[] = [
  seedDemoTrainingSetup,
  seedDemoTrainings,
  seedDemoActivityLog,
  seedDemoForms,
  seedDemoCeCourses,
  seedDemoTaskArea,
  seedDemoSites,
  seedDemoHistory,
  seedDemoSupervisorProfile,
  seedDemoPlacements,
  seedDemoSignup,
  seedDemoSupport,
  seedDemoAuditorAccess,
  seedDemoLiveSessions,
  seedDemoAccessPasses,
  seedDemoPositionStatuses,
  seedDemoAdminTools,
  seedDemoSamples,
  seedDemoFacultyWithoutTrainees,
  seedDemoClinic,
];

export async function seedDemoData(deps: { eventStore: EventStore; pool: pg.Pool }, logger: Logger): Promise<void> {
  const marker = await deps.eventStore.readStream(userEmailStream(demoLogins[0]!.email));
  if (marker.length > 0) return;
  logger.info('loading demo data');
  // the demo's year begins before its first term (the clinic's, 250 days ago): its organizations and people first
  const clock = demoClock();
  clock.on(DEMO_YEAR_START);
  const seedDeps = { ...deps, clock: clock.now };
  const commands = commandPipeline(seedDeps);

  const organizationIds = new Map<string, string>();
  for (const { key, ...input } of demoOrganizations) {
    const organizationId = randomUUID();
    const details = parseInput(organizationDetailsSchema, input);
    await commands.handle(
      organizationDecider,
      organizationStream(organizationId),
      { type: 'CreateOrganization', data: { organizationId, details } },
      seedOrigin(),
    );
    organizationIds.set(key, organizationId);
  }

  const people = new Map<Role, DemoPerson>();
  for (const { account, ...login } of demoLogins) {
    const { userId } = await registerUser(seedDeps, { ...login, password: DEMO_PASSWORD }, seedOrigin());
    if (account) await fillDemoAccount(commands, userId, { first_name: login.first_name, last_name: login.last_name, ...account });
    const organizationId = organizationIds.get(login.role === 'admin' ? 'platform' : 'demo')!;
    const { positionId } = await assignPosition(seedDeps, { userId, organizationId, role: login.role }, seedOrigin());
    const name = fullName(login);
    people.set(login.role, { userId, positionId, organizationId, role: login.role, email: login.email, name });
    // a second position, so the position switcher shows (AUTH-67)
    if (login.role === 'supervisor')
      await assignPosition(seedDeps, { userId, organizationId: organizationIds.get('clinic')!, role: 'supervisor' }, seedOrigin());
    // the demo trainee has not accepted the terms yet, so the dashboard prompt can be seen (AUTH-78)
    if (login.role !== 'trainee') await acceptDemoTerms(commands, userId);
  }
  const ctx: DemoContext = { deps: seedDeps, clock, commands, logger, organizationIds, people, extraPeople: new Map(), ids: new Map() };
  // a seeder's data stands for today unless it dates its commands (clock.on)
  for (const seed of areaSeeders) {
    clock.live();
    await seed(ctx);
  }
  clock.live();
  logger.info('demo data loaded');
}
