// Demo data: Riverside Community Clinic's term, so a clinical organization (its trainees called Interns) shows
// working screens too: its coordinator, a supervisor who reviews and supervises at its two clinics, three interns,
// a level, last term's and this term's plans, trainings, each placed with the supervisor, and a season of logged hours. Runs last, so the demo organization's seeders, which
// read ctx.extraPeople, never see these people. Catalogue and plan keys are prefixed "clinic:".
import { randomUUID } from 'node:crypto';
import { DEMO_YEAR_START, acceptDemoTerms, demoDay, type DemoContext } from './demoContext.js';
import { seedApprovedPlacement } from './demoPlacements.js';
import { seedActivitySeason } from './demoActivityLog.js';
import { seedTrainingSetup, type TrainingSetup } from './demoTrainingSetup.js';
import { assignTrainings, registerDemoPeople } from './demoTrainings.js';
import { siteOriginAs } from './demoSites.js';
import { createSiteSchema } from '@practicum/shared/domain/sites/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { siteCommands } from '@practicum/command-service/sites/siteCommands';

export const clinicLogins = [
  { role: 'coordinator', email: 'rita.rivera@demo.practicum.test', first_name: 'Rita', last_name: 'Rivera' },
  { role: 'supervisor', email: 'hugo.alvarez@demo.practicum.test', first_name: 'Hugo', last_name: 'Alvarez' },
] as const;
const interns = [
  { role: 'trainee', email: 'ines.moreau@demo.practicum.test', first_name: 'Ines', last_name: 'Moreau' },
  { role: 'trainee', email: 'caleb.ward@demo.practicum.test', first_name: 'Caleb', last_name: 'Ward' },
  { role: 'trainee', email: 'talia.brennan@demo.practicum.test', first_name: 'Talia', last_name: 'Brennan' },
] as const;

const hours: [string, number][] = [
  ['Direct client contact', 20],
  ['Individual supervision', 8],
  ['Group supervision', 6],
  ['Documentation', 6],
];
const clinicSetup: TrainingSetup = {
  prefix: 'clinic:',
  levels: ['Clinical rotation'],
  activityTypes: [
    { name: 'Direct client contact', color: '#00897b', symbol: 'DC' },
    { name: 'Individual supervision', color: '#3949ab', symbol: 'IS' },
    { name: 'Group supervision', color: '#f4511e', symbol: 'GS' },
    { name: 'Documentation', color: '#6d4c41', symbol: 'DO' },
  ],
  activities: [
    { group: 'Assessment', name: 'Intake interview' },
    { group: 'Assessment', name: 'Diagnostic assessment' },
    { group: 'Crisis', name: 'Suicide risk assessment', raises_risk_alert: true },
    { group: 'Treatment', name: 'Individual session' },
    { group: 'Treatment', name: 'Group session' },
    { group: 'Professional', name: 'Case consultation' },
  ],
  tags: ['Telehealth', 'Spanish-speaking'],
  plans: [
    {
      name: 'Clinical rotation – Last term',
      level: 'Clinical rotation',
      start_at: demoDay(-250),
      end_at: demoDay(-121),
      total_hours: 40,
      hours,
    },
    {
      name: 'Clinical rotation – This term',
      level: 'Clinical rotation',
      start_at: demoDay(-120),
      end_at: demoDay(60),
      total_hours: 40,
      hours,
    },
  ],
};

/** The first days of the clinic's last term and this term (days from today). */
const termStarts = { previous: -250, current: -120 } as const;

export async function seedDemoClinic(ctx: DemoContext): Promise<void> {
  const organizationId = ctx.organizationIds.get('clinic')!;
  // the clinic's people join and set it up in the demo year's first days; its terms are assigned, placed and
  // logged on their own days (assignTrainings, seedActivitySeason)
  ctx.clock.on(DEMO_YEAR_START + 2);
  const [coordinator, supervisor] = await registerDemoPeople(ctx, organizationId, [...clinicLogins]);
  for (const person of [coordinator!, supervisor!]) await acceptDemoTerms(ctx.commands, person.userId);
  const trainees = await registerDemoPeople(ctx, organizationId, [...interns]);
  await seedTrainingSetup(ctx, coordinator!, clinicSetup);

  // the clinic's two clinics, which the demo organization's people never see; Hugo supervises at both, so an
  // intern's placement request can name him and his dashboard lists them
  const siteIds: string[] = [];
  for (const [name, zip] of [
    ['Riverside Main Clinic', '55455'],
    ['Riverside East Clinic', '60611'],
  ] as const) {
    const input = parseInput(createSiteSchema, {
      name,
      postal_code: zip,
      supervisor_ids: [supervisor!.userId],
      status: 'approved',
      published: true,
    });
    const siteId = randomUUID();
    await siteCommands(ctx.commands).create(organizationId, input, siteOriginAs(coordinator!), siteId, { referencesKnown: true });
    siteIds.push(siteId);
  }

  // Ines is in her second rotation; Caleb and Talia started this term
  const [ines] = trainees;
  await assignTrainings(ctx, coordinator!, {
    key: 'previous',
    traineeIds: [ines!.userId],
    planKey: 'clinic:plan:Clinical rotation – Last term',
    start: termStarts.previous,
    end: -121,
  });
  await assignTrainings(ctx, coordinator!, {
    key: 'current',
    traineeIds: trainees.map((t) => t.userId),
    planKey: 'clinic:plan:Clinical rotation – This term',
    start: termStarts.current,
    end: 60,
  });
  // Hugo supervises every intern's training through an approved placement at the east clinic, so he reviews their
  // hours (the main clinic stays free for an intern's own request)
  const people = { supervisor: supervisor!, coordinator: coordinator! };
  for (const trainee of trainees)
    for (const key of ['previous', 'current'] as const) {
      const trainingId = ctx.ids.get(`training:${trainee.email}:${key}`);
      // placed a week before the term begins
      ctx.clock.on(termStarts[key] - 7);
      if (trainingId) await seedApprovedPlacement(ctx, { ...people, trainee }, trainingId, siteIds[1]!);
    }
  await seedActivitySeason(ctx, { trainees, prefix: 'clinic:', reviewer: () => supervisor!, riskAlertOf: ines });
}
