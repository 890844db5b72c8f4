// Demo supervisor profile (issue 13 §7): the demo supervisor's profile complete
// (every field, two licences), issued as the supervisor's own commands. The demo
// faculty member's is left empty, so their dashboard shows the profile prompt (DASH-35).
import { randomUUID } from 'node:crypto';
import {
  licenseSchema,
  supervisorProfileDecider,
  supervisorProfileStream,
  updateProfileSchema,
  type SupervisorProfileCommand,
} from '@practicum/shared/domain/supervisorProfiles/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { seedOriginAs, type DemoSeeder } from './demoContext.js';

export const demoSupervisorProfile = {
  bio: 'Licensed psychologist supervising doctoral and master’s trainees in outpatient and community settings.',
  looking_for: 'Trainees curious about family systems work, comfortable with a mixed caseload and weekly case conferences.',
  degree: 'PhD, Clinical Psychology',
  years_of_experience: 14,
  conferred_date: '2011-05-20',
  specialty_concentration: 'Family systems and trauma-informed care',
  specialty_population: 'Adolescents and their families',
  linkedin_url: 'https://www.linkedin.com/in/demo-supervisor',
  healthgrades_url: 'https://www.healthgrades.com/physician/demo-supervisor',
  psychology_today_url: 'https://www.psychologytoday.com/us/therapists/demo-supervisor',
  training_credentials: 'EMDR certified (2015). Trained in Parent-Child Interaction Therapy. Approved clinical supervisor.',
  accepting_trainees: true,
  directory_bio: 'Outpatient family clinic supervisor; two trainee places each year.',
  directory_wants: 'Second-year trainees able to stay for a full academic year.',
};

export const seedDemoSupervisorProfile: DemoSeeder = async ({ commands, people }) => {
  const supervisor = people.get('supervisor');
  if (!supervisor) return;
  const userId = supervisor.userId;
  const run = (command: SupervisorProfileCommand) =>
    commands.handle(supervisorProfileDecider, supervisorProfileStream(userId), command, seedOriginAs(supervisor), (base) => ({
      ...base,
      actor: { userId, role: 'supervisor' },
    }));
  await run({ type: 'UpdateSupervisorProfile', data: { userId, changes: parseInput(updateProfileSchema, demoSupervisorProfile) } });
  for (const license of [
    { state: 'NY', discipline: 'psychology', number: 'PSY-021944' },
    { state: 'NJ', discipline: 'psychology', number: '35SI00671200' },
  ])
    await run({ type: 'AddSupervisorLicense', data: { userId, license: { id: randomUUID(), ...parseInput(licenseSchema, license) } } });
};
