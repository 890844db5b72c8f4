// Demo site directory (issue 13): 60 sites of the demo organization at real US
// ZIP codes (their map points come from the ZIP, as a user's would), in every
// status, with tags (one coordinator-only), the demo supervisor on three sites
// and one site the supervisor added that waits for review (the clinic's two
// sites are the clinic seeder's, demoClinic.ts).
// Everything is issued as the coordinator's or supervisor's commands.
import {
  createSiteSchema,
  siteTagInputSchema,
  siteTagDecider,
  siteTagStream,
  type SettableSiteStatus,
} from '@practicum/shared/domain/sites/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { randomUUID } from 'node:crypto';
import { siteCommands, type SiteOrigin } from '@practicum/command-service/sites/siteCommands';
import { demoDay, seedOriginAs, type DemoPerson, type DemoSeeder } from './demoContext.js';

/** ZIP, county: real places, several per state. */
const places: [string, string][] = [
  ['10001', 'New York'],
  ['10027', 'New York'],
  ['11201', 'Kings'],
  ['12207', 'Albany'],
  ['14604', 'Monroe'],
  ['07102', 'Essex'],
  ['08608', 'Mercer'],
  ['19104', 'Philadelphia'],
  ['19103', 'Philadelphia'],
  ['15213', 'Allegheny'],
  ['02114', 'Suffolk'],
  ['02139', 'Middlesex'],
  ['01608', 'Worcester'],
  ['06510', 'New Haven'],
  ['06103', 'Hartford'],
  ['20005', 'District of Columbia'],
  ['21201', 'Baltimore City'],
  ['22030', 'Fairfax'],
  ['23219', 'Richmond City'],
  ['27514', 'Orange'],
  ['27601', 'Wake'],
  ['28202', 'Mecklenburg'],
  ['29201', 'Richland'],
  ['30303', 'Fulton'],
  ['30309', 'Fulton'],
  ['32801', 'Orange'],
  ['33130', 'Miami-Dade'],
  ['33602', 'Hillsborough'],
  ['37203', 'Davidson'],
  ['38103', 'Shelby'],
  ['40202', 'Jefferson'],
  ['43210', 'Franklin'],
  ['44106', 'Cuyahoga'],
  ['45202', 'Hamilton'],
  ['46202', 'Marion'],
  ['48201', 'Wayne'],
  ['49503', 'Kent'],
  ['53703', 'Dane'],
  ['55455', 'Hennepin'],
  ['60611', 'Cook'],
  ['60637', 'Cook'],
  ['63103', 'St. Louis City'],
  ['64108', 'Jackson'],
  ['66045', 'Douglas'],
  ['68102', 'Douglas'],
  ['70112', 'Orleans'],
  ['73102', 'Oklahoma'],
  ['75201', 'Dallas'],
  ['77030', 'Harris'],
  ['78701', 'Travis'],
  ['80206', 'Denver'],
  ['84102', 'Salt Lake'],
  ['85004', 'Maricopa'],
  ['87102', 'Bernalillo'],
  ['89102', 'Clark'],
  ['90007', 'Los Angeles'],
  ['90210', 'Los Angeles'],
  ['94110', 'San Francisco'],
  ['97201', 'Multnomah'],
  ['98104', 'King'],
];
const names = [
  'Harbor',
  'Riverside',
  'Lakeview',
  'Cedar',
  'Summit',
  'Maple',
  'Northgate',
  'Willow',
  'Beacon',
  'Granite',
  'Meadow',
  'Pioneer',
];
const kinds = ['Counseling Center', 'Family Clinic', 'Behavioral Health', 'Community Services', 'Wellness Institute'];
const departments = ['Outpatient', 'Child & Family', '', 'Adult Services', 'Crisis Team'];

export const demoSiteTags = [
  { name: 'Child & adolescent', icon: 'child_care', color: 'teal', order: 1 },
  { name: 'Telehealth', icon: 'home', color: 'blue', order: 2 },
  { name: 'Substance use', icon: 'local_hospital', color: 'orange', order: 3 },
  { name: 'Bilingual', icon: 'psychology', color: 'purple', order: 4 },
  { name: 'Paid placement', icon: 'work', color: 'green', order: 5 },
  { name: 'Coordinator review', icon: 'lock', color: 'red', order: 6, coordinator_only: true },
] as const;

/** Status of the i-th site: mostly approved (most of those published), then every other status. */
function plan(i: number): { status: SettableSiteStatus | 'expired'; published: boolean } {
  if (i < 36) return { status: 'approved', published: i < 30 };
  if (i < 46) return { status: 'pending', published: false };
  if (i < 50) return { status: 'rejected', published: false };
  if (i < 54) return { status: 'on_hold', published: false };
  if (i < 57) return { status: 'closed', published: false };
  return { status: 'expired', published: false };
}

/** A demo person's origin for a site command. */
export const siteOriginAs = (person: DemoPerson): SiteOrigin => ({
  actor: { userId: person.userId, role: person.role, organizationId: person.organizationId },
  origin: seedOriginAs(person),
});

export const seedDemoSites: DemoSeeder = async (ctx) => {
  const pipeline = ctx.commands;
  const sites = siteCommands(pipeline);
  const coordinator = ctx.people.get('coordinator')!;
  const supervisor = ctx.people.get('supervisor')!;
  const faculty = ctx.people.get('faculty')!;

  const tagIds: string[] = [];
  for (const tag of demoSiteTags) {
    const tagId = randomUUID();
    const input = parseInput(siteTagInputSchema, tag);
    await pipeline.handle(
      siteTagDecider,
      siteTagStream(tagId),
      { type: 'CreateSiteTag', data: { tagId, organizationId: coordinator.organizationId, input } },
      siteOriginAs(coordinator).origin,
      (base) => ({ ...base, actor: siteOriginAs(coordinator).actor }),
    );
    tagIds.push(tagId);
    ctx.ids.set(`site-tag:${tag.name}`, tagId);
  }

  for (const [i, [zip, county]] of places.entries()) {
    const { status, published } = plan(i);
    const name = `${names[i % names.length]} ${kinds[i % kinds.length]}`;
    const supervisorIds = i < 3 ? [supervisor.userId] : i % 7 === 0 ? [faculty.userId] : [];
    const input = parseInput(createSiteSchema, {
      name: i < names.length * kinds.length ? name : `${name} ${i}`,
      department: departments[i % departments.length],
      address: `${100 + i * 7} Main Street`,
      county,
      postal_code: zip,
      office_phone: `(555) 010-${1000 + i}`,
      website: `https://www.${names[i % names.length]!.toLowerCase()}${i}.example.org`,
      contact_name: `Contact ${names[(i + 3) % names.length]}`,
      contact_email: `contact${i}@example.org`,
      supervisor_ids: supervisorIds,
      // every site has one or two tags; every tenth carries the coordinator-only one
      tag_ids: [tagIds[i % 5]!, ...(i % 3 === 0 ? [tagIds[(i + 1) % 5]!] : []), ...(i % 10 === 4 ? [tagIds[5]!] : [])],
      expiration_date: status === 'expired' ? demoDay(-10 - i) : demoDay(365 + i),
      accepting_trainees: i % 4 !== 3,
      ...(status === 'expired' ? {} : { status: status, published }),
    });
    const siteId = randomUUID();
    await sites.create(coordinator.organizationId, input, siteOriginAs(coordinator), siteId, { referencesKnown: true });
    if (status === 'expired')
      await sites.run({ actor: null, origin: siteOriginAs(coordinator).origin }, siteId, { type: 'ExpireSite', data: { siteId } });
    if (i === 0) ctx.ids.set('site:first-approved', siteId);
    // the placements seeder places trainees at the demo supervisor's sites (all approved, published, accepting)
    if (i < 3) ctx.ids.set(`site:supervisor:${i}`, siteId);
  }

  // added by the demo supervisor, waiting for the coordinator's decision
  await sites.create(
    supervisor.organizationId,
    parseInput(createSiteSchema, {
      name: 'Sunrise Recovery Center',
      department: 'Residential',
      postal_code: '78701',
      county: 'Travis',
      tag_ids: [tagIds[2]],
    }),
    siteOriginAs(supervisor),
  );
};
