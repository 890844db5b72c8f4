// The access passes read contract (issue 17): its tables and the queries the
// query service, the expiry job and the current user run on them.
import type { Knex } from 'knex';
import type {
  AccessPassRecord,
  PaymentRecord,
  RegistrationCodeBatchExportRecord,
  RegistrationCodeBatchRecord,
  RegistrationCodeRecord,
  TraineeAccessRecord,
} from '@practicum/shared/domain/accessPasses/index';
import type { OrganizationReader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';
import { organizationsReadModel } from '../organizations/readModel.js';
import { usersReadModel } from '../identity/readModel.js';

export const accessPassesReadModel = defineReadModel({
  projections: ['accessPasses'],
  tables: {
    access_pass_positions: 'access_pass_positions',
    access_passes: 'access_passes',
    registration_code_batches: 'registration_code_batches',
    registration_code_batch_exports: 'registration_code_batch_exports',
    registration_codes: 'registration_codes',
    payments: 'payments',
  },
});
export const accessPassesReads = [accessPassesReadModel, usersReadModel, organizationsReadModel] as const;

const T = accessPassesReadModel.tables;
const USERS = usersReadModel.tables.users;
const ORGS = organizationsReadModel.tables.organizations;

/** Who reads: admins see every organization, the others their own; trainees only themselves. */
export type AccessReader = OrganizationReader;

// ---- a position's access (current user, dashboards) ----

export interface PositionAccess {
  trainee_account_limited: boolean;
  /** Limited because the pass expired (a trainee limited from assignment has had none). */
  trainee_access_expired: boolean;
  training_access_expires_at: string | null;
}

/** PASS-12, PASS-14: limited at assignment until a pass runs, or expired; the date full access lasts through. */
export async function positionAccessOf(knex: Knex, positionIds: string[]): Promise<Map<string, PositionAccess>> {
  if (positionIds.length === 0) return new Map();
  const rows = await knex(T.access_pass_positions).whereIn('position_id', positionIds);
  return new Map(rows.map((r: PositionAccessRow) => [r.position_id, accessOfRow(r)]));
}
interface PositionAccessRow {
  position_id: string;
  limited_at_assignment: boolean;
  status: string;
  expires_on: string | null;
}
const accessOfRow = (r: PositionAccessRow): PositionAccess => ({
  trainee_account_limited: r.status === 'none' ? r.limited_at_assignment : r.status === 'expired',
  trainee_access_expired: r.status === 'expired',
  training_access_expires_at: r.status === 'full' ? r.expires_on : null,
});

/**
 * The one answer to "is this trainee limited, and until when is their access full" that both the current user
 * (DASH-14) and the admin's user details (ADMIN-10, ADMIN-12) give: the preferred position's access when it is a
 * trainee's, else the first trainee position's; nobody without a trainee position is limited.
 */
export async function traineeAccessOf(
  knex: Knex,
  positions: readonly { id: string; role: string }[],
  preferredId: string | null,
): Promise<PositionAccess> {
  const trainee = positions.find((p) => p.id === preferredId && p.role === 'trainee') ?? positions.find((p) => p.role === 'trainee');
  const access = trainee ? (await positionAccessOf(knex, [trainee.id])).get(trainee.id) : undefined;
  return access ?? { trainee_account_limited: false, trainee_access_expired: false, training_access_expires_at: null };
}

/** The expiry job's candidates (each position's decider re-checks on its stream). */
export async function positionsToExpire(knex: Knex, today: string): Promise<string[]> {
  const rows = await knex(T.access_pass_positions).where({ status: 'full' }).where('expires_on', '<', today).select('position_id');
  return rows.map((r: { position_id: string }) => r.position_id);
}
export async function positionsToWarn(knex: Knex, today: string, until: string): Promise<string[]> {
  const rows = await knex(T.access_pass_positions)
    .where({ status: 'full' })
    .whereBetween('expires_on', [today, until])
    .where((w) => w.whereNull('warned_for').orWhereRaw('warned_for <> expires_on'))
    .select('position_id');
  return rows.map((r: { position_id: string }) => r.position_id);
}

// ---- lists ----

const scoped = (qb: Knex.QueryBuilder, column: string, reader: AccessReader) =>
  reader.role === 'admin' ? qb : qb.where(column, reader.organizationId);

/** The organization's passes (coordinators), or the trainee's own. */
export function visiblePasses(knex: Knex, reader: AccessReader): Knex.QueryBuilder {
  const qb = knex({ p: T.access_passes })
    .leftJoin({ u: USERS }, 'u.id', 'p.user_id')
    .leftJoin({ c: T.registration_codes }, 'c.id', 'p.code_id')
    .select('p.*', 'u.name as user_name', 'c.code as code');
  if (reader.role === 'trainee') return qb.where('p.user_id', reader.userId).where('p.organization_id', reader.organizationId);
  return scoped(qb, 'p.organization_id', reader);
}
export const passColumns = {
  id: 'p.id',
  user_id: 'p.user_id',
  expires_on: 'p.expires_on',
  starts_on: 'p.starts_on',
  created_at: 'p.created_at',
};
export const passRecord = (r: AccessPassRecord & { created_at: Date | string }): AccessPassRecord => ({
  id: r.id,
  user_id: r.user_id,
  user_name: r.user_name ?? '',
  position_id: r.position_id,
  organization_id: r.organization_id,
  pass_type: r.pass_type,
  starts_on: r.starts_on,
  expires_on: r.expires_on,
  code: r.code ?? null,
  payment_id: r.payment_id,
  created_at: new Date(r.created_at).toISOString(),
});

export function visibleCodes(knex: Knex, reader: AccessReader): Knex.QueryBuilder {
  const qb = knex({ c: T.registration_codes })
    .join({ b: T.registration_code_batches }, 'b.id', 'c.batch_id')
    .leftJoin({ o: ORGS }, 'o.id', 'c.organization_id')
    .leftJoin({ u: USERS }, 'u.id', 'c.redeemed_by')
    .select('c.*', 'b.name as batch_name', 'o.name as organization_name', 'u.name as redeemed_by_name');
  return scoped(qb, 'c.organization_id', reader);
}
export const codeColumns = {
  id: 'c.id',
  code: 'c.code',
  batch_id: 'c.batch_id',
  organization_id: 'c.organization_id',
  redeemed_by: 'c.redeemed_by',
  redeemed_at: 'c.redeemed_at',
  distributed_to: 'c.distributed_to',
  created_at: 'c.created_at',
};
export const codeRecord = (r: Record<string, unknown>): RegistrationCodeRecord => ({
  id: r.id as string,
  code: r.code as string,
  batch_id: r.batch_id as string,
  batch_name: r.batch_name as string,
  organization_id: r.organization_id as string,
  organization_name: (r.organization_name as string | null) ?? '',
  pass_type: r.pass_type as RegistrationCodeRecord['pass_type'],
  distributed_to: (r.distributed_to as string | null) ?? null,
  redeemed_by: (r.redeemed_by as string | null) ?? null,
  redeemed_by_name: (r.redeemed_by_name as string | null) ?? null,
  redeemed_at: (r.redeemed_at as string | null) ?? null,
});

export function visibleBatches(knex: Knex, reader: AccessReader): Knex.QueryBuilder {
  const qb = knex({ b: T.registration_code_batches })
    .leftJoin({ o: ORGS }, 'o.id', 'b.organization_id')
    .select(
      'b.*',
      'o.name as organization_name',
      knex.raw(
        `(SELECT count(*)::int FROM ${T.registration_codes} c WHERE c.batch_id = b.id AND c.redeemed_by IS NOT NULL) AS redeemed_count`,
      ),
    );
  return scoped(qb, 'b.organization_id', reader);
}
export const batchColumns = { id: 'b.id', name: 'b.name', organization_id: 'b.organization_id', created_at: 'b.created_at' };
export const batchRecord = (r: Record<string, unknown>): RegistrationCodeBatchRecord => ({
  id: r.id as string,
  name: r.name as string,
  organization_id: r.organization_id as string,
  organization_name: (r.organization_name as string | null) ?? '',
  pass_type: r.pass_type as RegistrationCodeBatchRecord['pass_type'],
  code_count: r.code_count as number,
  redeemed_count: r.redeemed_count as number,
  payment_id: (r.payment_id as string | null) ?? null,
  created_at: new Date(r.created_at as string).toISOString(),
});

/** PASS-16: a batch's past exports and who made them (scoped like the batches). */
export function visibleBatchExports(knex: Knex, reader: AccessReader): Knex.QueryBuilder {
  const qb = knex({ x: T.registration_code_batch_exports })
    .leftJoin({ u: USERS }, 'u.id', 'x.exported_by')
    .select('x.*', 'u.name as exported_by_name');
  return scoped(qb, 'x.organization_id', reader);
}
export const batchExportColumns = { id: 'x.id', batch_id: 'x.batch_id', format: 'x.format', created_at: 'x.created_at' };
export const batchExportRecord = (r: Record<string, unknown>): RegistrationCodeBatchExportRecord => ({
  id: r.id as string,
  batch_id: r.batch_id as string,
  format: r.format as RegistrationCodeBatchExportRecord['format'],
  exported_by: (r.exported_by as string | null) ?? null,
  exported_by_name: (r.exported_by_name as string | null) ?? null,
  code_count: r.code_count as number,
  created_at: new Date(r.created_at as string).toISOString(),
});

export function visiblePayments(knex: Knex, reader: AccessReader): Knex.QueryBuilder {
  const qb = knex({ pm: T.payments }).leftJoin({ o: ORGS }, 'o.id', 'pm.organization_id').select('pm.*', 'o.name as organization_name');
  if (reader.role === 'trainee') return qb.where('pm.user_id', reader.userId).where('pm.organization_id', reader.organizationId);
  return scoped(qb, 'pm.organization_id', reader);
}
export const paymentColumns = {
  id: 'pm.id',
  status: 'pm.status',
  payment_type: 'pm.payment_type',
  organization_id: 'pm.organization_id',
  created_at: 'pm.created_at',
};
export const paymentRecord = (r: Record<string, unknown>): PaymentRecord => ({
  id: r.id as string,
  organization_id: r.organization_id as string,
  organization_name: (r.organization_name as string | null) ?? '',
  payment_type: r.payment_type as PaymentRecord['payment_type'],
  purpose: r.purpose as PaymentRecord['purpose'],
  status: r.status as PaymentRecord['status'],
  count: r.count as number,
  amount_cents: r.amount_cents as number,
  user_id: r.user_id as string,
  batch_id: (r.batch_id as string | null) ?? null,
  created_at: new Date(r.created_at as string).toISOString(),
});

/** ADMIN-29: every trainee position's access (admins: every organization; filter by organization_id). */
export function visibleTraineeAccess(knex: Knex, reader: AccessReader): Knex.QueryBuilder {
  const qb = knex({ ap: T.access_pass_positions })
    .join({ u: USERS }, 'u.id', 'ap.user_id')
    .leftJoin({ o: ORGS }, 'o.id', 'ap.organization_id')
    .select('ap.*', 'u.name as user_name', 'u.email as email', 'o.name as organization_name');
  return scoped(qb, 'ap.organization_id', reader);
}
export const traineeAccessColumns = {
  id: 'ap.position_id',
  user_name: 'u.name',
  email: 'u.email',
  organization_id: 'ap.organization_id',
  organization_name: 'o.name',
  expires_on: 'ap.expires_on',
};
export const traineeAccessRecord = (r: Record<string, unknown>): TraineeAccessRecord => ({
  id: r.position_id as string,
  user_id: r.user_id as string,
  user_name: r.user_name as string,
  email: r.email as string,
  organization_id: r.organization_id as string,
  organization_name: (r.organization_name as string | null) ?? '',
  access: accessOfRow(r as unknown as PositionAccessRow).trainee_account_limited ? 'limited' : 'full',
  expires_on: (r.expires_on as string | null) ?? null,
  expired: r.status === 'expired',
});

/** A code of the organization nobody redeemed yet (to hand out), by id: its text. */
export async function unredeemedCode(knex: Knex, organizationId: string, codeId: string): Promise<string | null> {
  const row = await knex(T.registration_codes)
    .where({ id: codeId, organization_id: organizationId })
    .whereNull('redeemed_by')
    .first<{ code: string } | undefined>('code');
  return row?.code ?? null;
}
