// Demo placements and liability insurance (issue 15): insurance documents
// current, expiring and expired; the demo trainee's placements in every status
// (open, submitted waiting for the site agreement, ready, approved with time on
// site, denied, archived) at the demo supervisor's sites; and a batch of the
// other trainees' placements ready for the coordinator's batch approval, one of
// them (Jonah Reyes, expired insurance) refused. Issued as the demo people's commands.
import { randomUUID } from 'node:crypto';
import { formDecider, formStream, submissionDecider, submissionStream, type SubmissionCommand } from '@practicum/shared/domain/forms/index';
import { addDays, insuranceDecider, insuranceStream, type InsuranceFile } from '@practicum/shared/domain/insurance/index';
import type { PlacementDecision, PlacementRequirement } from '@practicum/shared/domain/placements/index';
import { storageFromEnv } from '@practicum/shared/platform/storage/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { placementCommands, type PlacementOrigin } from '@practicum/command-service/placements/placementCommands';
import { DEMO_PDF, demoDay, seedOriginAs, type DemoContext, type DemoPerson, type DemoSeeder } from './demoContext.js';

type PlacementPerson = Pick<DemoPerson, 'userId' | 'positionId' | 'organizationId' | 'role'>;

const as = (person: PlacementPerson): PlacementOrigin => ({
  actor: { userId: person.userId, role: person.role, organizationId: person.organizationId },
  origin: seedOriginAs(person),
});

/** The key under which a seeded approved placement of a training is kept in ctx.ids (the activity log seeder reads it). */
export const approvedPlacementKey = (trainingId: string) => `placement:approved:${trainingId}`;

/**
 * An approved placement of the trainee's training at the site, supervised by `people.supervisor` (requested by the
 * trainee, joined by the supervisor, approved by the coordinator as insured), so the supervisor supervises that
 * training. Answers its id; the seeders and the tests that need a supervisor of a training share it.
 */
export async function approvedPlacement(
  pipeline: CommandPipeline,
  people: { trainee: PlacementPerson; supervisor: PlacementPerson; coordinator: PlacementPerson },
  trainingId: string,
  siteId: string,
): Promise<string> {
  const insured = { required: false, covered: true };
  const commands = placementCommands(pipeline, {
    insurance: (ids) => Promise.resolve(new Map(ids.map((id) => [id, insured]))),
    requirements: () => Promise.resolve([]),
  });
  const { trainee, supervisor, coordinator } = people;
  const input = { training_id: trainingId, supervision_site_id: siteId, supervisor_id: supervisor.userId, is_campus: false, comment: '' };
  const { placementId } = await commands.request({ ...input, trainee_id: trainee.userId }, as(trainee));
  await commands.run(as(supervisor), placementId, { type: 'JoinPlacement', data: { placementId } });
  await commands.decide(placementId, 'approved', as(coordinator), insured);
  return placementId;
}

/** {@link approvedPlacement}, kept in ctx.ids under {@link approvedPlacementKey}. */
export async function seedApprovedPlacement(
  ctx: DemoContext,
  people: { trainee: DemoPerson; supervisor: DemoPerson; coordinator: DemoPerson },
  trainingId: string,
  siteId: string,
): Promise<string> {
  const placementId = await approvedPlacement(ctx.commands, people, trainingId, siteId);
  ctx.ids.set(approvedPlacementKey(trainingId), placementId);
  return placementId;
}

export const seedDemoPlacements: DemoSeeder = async (ctx) => {
  const pipeline = ctx.commands;
  const coordinator = ctx.people.get('coordinator')!;
  const supervisor = ctx.people.get('supervisor')!;
  const trainee = ctx.people.get('trainee')!;
  const sites = [0, 1, 2].map((i) => ctx.ids.get(`site:supervisor:${i}`));
  const agreementForm = ctx.ids.get('form:agreement');
  if (sites.some((id) => !id)) {
    ctx.logger.warn('demo placements skipped: the sites seeder left no supervisor sites');
    return;
  }
  const storage = storageFromEnv();
  const today = demoDay(0);

  // ---- insurance: (effective, expiration) in days from today, per trainee email ----
  const insurance: [DemoPerson, number, number][] = [
    [trainee, -120, 300],
    [trainee, -485, -120],
  ];
  const extra = (email: string) => ctx.extraPeople.get(email);
  for (const [email, from, to] of [
    ['maya.patel@demo.practicum.test', -340, 20], // expiring
    ['jonah.reyes@demo.practicum.test', -400, -10], // expired
    ['lena.schmidt@demo.practicum.test', -30, 335],
    ['omar.haddad@demo.practicum.test', -60, 305],
  ] as const) {
    const person = extra(email);
    if (person) insurance.push([person, from, to]);
  }
  for (const [person, from, to] of insurance) {
    const stored = await storage.put(DEMO_PDF, {
      mimetype: 'application/pdf',
      filename: 'liability-insurance.pdf',
      ownerId: person.userId,
    });
    const file: InsuranceFile = { uuid: stored.uuid, filename: 'liability-insurance.pdf' };
    const documentId = randomUUID();
    await pipeline.handle(
      insuranceDecider,
      insuranceStream(documentId),
      {
        type: 'AddInsuranceDocument',
        data: {
          documentId,
          organizationId: person.organizationId,
          traineeUserId: person.userId,
          file,
          effectiveDate: addDays(today, from),
          expirationDate: addDays(today, to),
        },
      },
      seedOriginAs(person),
      (base) => ({ ...base, actor: { userId: person.userId, role: person.role, organizationId: person.organizationId } }),
    );
  }

  // ---- placements ----
  // the seeder approves only placements of trainees it just insured (current documents), so the rule holds
  const insured = { required: true, covered: true };
  const requirementsOf = (withAgreement: boolean) => (): Promise<PlacementRequirement[]> =>
    Promise.resolve(
      withAgreement && agreementForm
        ? [{ formId: agreementForm, name: 'Practicum site agreement', submitterRoles: ['trainee', 'supervisor', 'coordinator'] }]
        : [],
    );
  const commandsFor = (withAgreement: boolean) =>
    placementCommands(pipeline, {
      insurance: (ids) => Promise.resolve(new Map(ids.map((id) => [id, insured]))),
      requirements: requirementsOf(withAgreement),
    });
  const plain = commandsFor(false);
  const request = async (person: DemoPerson, trainingKey: string, site: number, withAgreement = false, comment = '') => {
    const trainingId = ctx.ids.get(`training:${person.email}:${trainingKey}`);
    if (!trainingId) return null;
    const { placementId } = await commandsFor(withAgreement).request(
      {
        training_id: trainingId,
        supervision_site_id: sites[site]!,
        supervisor_id: supervisor.userId,
        is_campus: false,
        comment,
        trainee_id: person.userId,
      },
      as(person),
    );
    return placementId;
  };
  const seedAgreement = async (placementId: string) => {
    const { state } = agreementForm ? await pipeline.load(formDecider, formStream(agreementForm)) : { state: null };
    if (state?.status !== 'exists') return;
    const form = state.form;
    const facts = { formId: form.id, version: form.version, content: form.content, submittable: true };
    const formActor = (p: DemoPerson) => ({ userId: p.userId, positionId: p.positionId, role: p.role, organizationId: p.organizationId });
    const submit = (command: SubmissionCommand) =>
      pipeline.handle(submissionDecider, submissionStream(command.data.submissionId), command, seedOriginAs(trainee));
    const submissionId = randomUUID();
    await submit({
      type: 'StartSubmission',
      data: {
        submissionId,
        actor: formActor(trainee),
        form: facts,
        targetId: null,
        placementId,
        signers: { coordinator: { userId: coordinator.userId, positionId: coordinator.positionId } },
      },
    });
    const [agree] = form.content.sections[0]!.questions;
    await submit({
      type: 'SignSubmission',
      data: {
        submissionId,
        actor: formActor(trainee),
        form: facts,
        signature: trainee.name,
        ip: '127.0.0.1',
        answers: { [agree!.id]: true },
      },
    });
    ctx.ids.set('submission:agreement', submissionId);
  };
  const join = (placementId: string) => plain.run(as(supervisor), placementId, { type: 'JoinPlacement', data: { placementId } });
  const decide = (placementId: string, decision: PlacementDecision) => plain.decide(placementId, decision, as(coordinator), insured);

  // the demo trainee: approved this term, with time on site
  const approved = await request(trainee, 'current', 0, false, 'Mondays and Wednesdays, 9 to 5.');
  if (approved) {
    ctx.ids.set('placement:approved', approved);
    await join(approved);
    await decide(approved, 'approved');
    for (const [offset, minutes] of [
      [-14, 360],
      [-12, 420],
      [-7, 360],
      [-5, 300],
      [-2, 480],
    ] as const)
      await plain.run(as(trainee), approved, {
        type: 'LogTimeOnSite',
        data: { placementId: approved, date: demoDay(offset), minutes, trainingDates: null, timeZone: null },
      });
  }
  // submitted: the supervisor joined, the site agreement signed by the trainee and now the supervisor's turn; the
  // trainee named the program coordinator to sign last (FORMS-25), who gets a task once the supervisor has signed.
  // The placement-agreements consumer records the progress on the placement ("signature required").
  const submitted = await request(trainee, 'current', 1, true, 'Thursday evenings for the group practicum.');
  if (submitted) {
    await join(submitted);
    await seedAgreement(submitted);
  }
  // ready: joined, nothing to sign
  const ready = await request(trainee, 'current', 2);
  if (ready) await join(ready);
  // open: the internship to come, waiting for the supervisor
  await request(trainee, 'next', 0, false, 'Starting with the intake team.');
  // denied and archived: last term
  const denied = await request(trainee, 'previous', 1);
  if (denied) {
    await join(denied);
    await decide(denied, 'denied');
  }
  const archived = await request(trainee, 'previous', 0);
  if (archived) {
    await join(archived);
    await decide(archived, 'approved');
    await plain.run(as(coordinator), archived, { type: 'SetPlacementArchived', data: { placementId: archived, archived: true } });
  }

  // a batch ready for approval: the other trainees at the third site
  for (const person of ctx.extraPeople.values()) {
    if (person.role !== 'trainee') continue;
    const placementId = await request(person, 'current', 2);
    if (placementId) await join(placementId);
  }
};
