// Demo data for access passes (issue 17), through the same commands the API
// runs: a printed batch holding the code DEMOP-ASS26 for Lily Limited (a
// limited trainee on this term's training) to redeem; Erin Early, whose pass
// ends in 12 days (and no training yet: the new trainee's intro, DASH-21); Xavier
// Expired, whose pass ran out (limited again), on this term's training like Lily; a batch
// the coordinator bought by an invoice the admin marked paid, and an unpaid invoice.
// The admin printed the cards once (an export listed on the batch's page).
import { randomUUID } from 'node:crypto';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { accessPassCommands, defaultTerms } from '@practicum/command-service/accessPasses/passCommands';
import {
  BAA,
  batchDecider,
  batchStream,
  PASS_PRICE_CENTS,
  traineeAccessDecider,
  traineeAccessStream,
} from '@practicum/shared/domain/accessPasses/index';
import { fullName } from '@practicum/shared/format';
import { DEMO_PASSWORD, DEMO_YEAR_START, demoDay, seedOrigin, seedOriginAs, type DemoContext } from './demoContext.js';
import { assignTrainings, waitForPositions } from './demoTrainings.js';

export const DEMO_ACCESS_CODE = 'DEMOP-ASS26';

/** Xavier's days (from today): he joined with the program's people (demoTrainings), his pass covered last term. */
const XAVIER_JOINED = DEMO_YEAR_START + 5;
const XAVIER_PASS_ENDS = -47;

export async function seedDemoAccessPasses(ctx: DemoContext): Promise<void> {
  const admin = ctx.people.get('admin')!;
  const coordinator = ctx.people.get('coordinator')!;
  const faculty = ctx.people.get('faculty')!;
  const organizationId = coordinator.organizationId;
  const passes = accessPassCommands(ctx.commands);
  const trainee = async (first_name: string, last_name: string, limited: boolean) => {
    const email = `${first_name}.${last_name}@demo.practicum.test`.toLowerCase();
    const { userId } = await registerUser(ctx.deps, { first_name, last_name, email, password: DEMO_PASSWORD }, seedOrigin());
    const { positionId } = await assignPosition(
      ctx.deps,
      { userId, organizationId, role: 'trainee', traineeAccountLimited: limited },
      seedOrigin(),
    );
    ctx.extraPeople.set(email, { userId, positionId, organizationId, role: 'trainee', email, name: fullName({ first_name, last_name }) });
    return { userId, positionId };
  };
  const grant = (person: { userId: string; positionId: string }, terms: typeof defaultTerms) =>
    ctx.commands.handle(
      traineeAccessDecider,
      traineeAccessStream(person.positionId),
      { type: 'GrantAccessPass', data: { passId: randomUUID(), ...person, organizationId, codeId: null, paymentId: null, terms } },
      seedOrigin(),
    );

  // the printed cards an admin made for the program, one of them the demo code
  const cards = await passes.issueBatch(
    { organizationId, name: 'Fall orientation cards', terms: defaultTerms, count: 12, paymentId: null, fixedCodes: [DEMO_ACCESS_CODE] },
    seedOriginAs(admin),
  );
  // PASS-16: the admin printed them
  await ctx.commands.handle(
    batchDecider,
    batchStream(cards.batchId),
    { type: 'RecordBatchExport', data: { batchId: cards.batchId, exportId: randomUUID(), format: 'pdf' } },
    seedOriginAs(admin),
  );

  const lily = await trainee('Lily', 'Limited', true);
  const erin = await trainee('Erin', 'Early', true);
  await grant(erin, { passType: 'prorated', durationDays: 0, endsOn: demoDay(12) });
  // Xavier joined with the program's people and was granted a pass through last term; the expiry job limited him
  // again once the day after it ran out had begun everywhere (two days on at 09:00 UTC). Each on its day, none
  // before he registered (nor before his organization began).
  ctx.clock.on(XAVIER_JOINED);
  const xavier = await trainee('Xavier', 'Expired', true);
  await grant(xavier, { passType: 'prorated', durationDays: 0, endsOn: demoDay(XAVIER_PASS_ENDS) });
  ctx.clock.on(XAVIER_PASS_ENDS + 2);
  await ctx.commands.handle(
    traineeAccessDecider,
    traineeAccessStream(xavier.positionId),
    { type: 'ExpireAccessPass', data: { positionId: xavier.positionId } },
    seedOrigin(),
  );
  ctx.clock.live();
  const onTerm = [lily, xavier];
  if (ctx.ids.get('plan:Practicum I – Fall')) {
    await waitForPositions(
      ctx.deps.pool,
      onTerm.map((person) => person.positionId),
    );
    await assignTrainings(ctx, coordinator, {
      key: 'current',
      traineeIds: onTerm.map((person) => person.userId),
      planKey: 'plan:Practicum I – Fall',
      start: -45,
      end: 90,
      faculty: { primary_position_id: faculty.positionId, assistant_position_ids: [] },
      // they joined today, as their passes
      assignedToday: true,
    });
  }

  // the coordinator's purchases: ten codes by an invoice the admin marked paid, five still invoiced
  const invoice = async (count: number) => {
    const paymentId = randomUUID();
    await passes.startPayment(
      {
        paymentId,
        organizationId,
        paymentType: 'manual_invoice',
        purpose: 'codes',
        count,
        amountCents: count * PASS_PRICE_CENTS,
        userId: coordinator.userId,
        positionId: null,
        checkoutSessionId: null,
        baaVersion: BAA.version,
      },
      seedOriginAs(coordinator),
    );
    return paymentId;
  };
  await passes.approve(await invoice(10), 'admin', null, seedOriginAs(admin));
  await invoice(5);
}
