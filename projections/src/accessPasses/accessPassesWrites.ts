// What each access-pass event writes, as data: the rows it inserts or upserts and the changes it makes, per table.
// accessPassesProjector.ts runs them as statements one event at a time; the batch (foldAccessPasses) reads the rows
// a page's writes name once, runs the writes on them in memory, and writes each table back in one statement.
import { assertNever } from '@practicum/shared/domain/decider';
import type { AccessPassesEvent, OrganizationCodeCountEvent } from '@practicum/shared/domain/accessPasses/index';
import type { PositionAssigned } from '@practicum/shared/domain/identity/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { FoldedTable, type FoldedRow } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt, upsert } from '../runner/writes.js';
import type { accessPassesReadModel } from './readModel.js';

type Handled = Exclude<AccessPassesEvent, { type: 'StripeEventReceived' | OrganizationCodeCountEvent['type'] }> | PositionAssigned;

type Table = keyof typeof accessPassesReadModel.tables;

/** Each table's key: a trainee position's access row is the position's. */
const keyOf: Record<Table, string> = {
  access_pass_positions: 'position_id',
  access_passes: 'id',
  registration_code_batches: 'id',
  registration_code_batch_exports: 'id',
  registration_codes: 'id',
  payments: 'id',
};

export type RowWrite =
  /** Inserts the row unless its key is taken. */
  | { table: Table; insert: FoldedRow }
  /** Inserts the row; where its key is taken, sets only the `merge` columns from it. */
  | { table: Table; upsert: FoldedRow; merge: string[] }
  /** Sets the `changes` columns of the row whose key is `update`, if it is there. */
  | { table: Table; update: string; changes: FoldedRow };

/** A trainee position's access row: made by whichever comes first, the assignment or a pass; `merge` what this event says. */
const positionAccess = (
  d: { positionId: string; userId: string; organizationId: string },
  row: { limited_at_assignment: boolean; status: string; expires_on?: string },
  merge: string[],
): RowWrite => ({
  table: 'access_pass_positions',
  upsert: { position_id: d.positionId, user_id: d.userId, organization_id: d.organizationId, ...row },
  merge,
});

export function writesOf(recorded: RecordedEvent): RowWrite[] {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'PositionAssigned': {
      const d = event.data;
      if (d.role !== 'trainee') return [];
      return [positionAccess(d, { limited_at_assignment: d.traineeAccountLimited === true, status: 'none' }, ['limited_at_assignment'])];
    }
    case 'AccessPassGranted': {
      const d = event.data;
      const pass = {
        id: d.passId,
        user_id: d.userId,
        position_id: d.positionId,
        organization_id: d.organizationId,
        pass_type: d.passType,
        starts_on: d.startsOn,
        expires_on: d.expiresOn,
        code_id: d.codeId,
        payment_id: d.paymentId,
        created_at: at,
      };
      return [
        { table: 'access_passes', insert: pass },
        positionAccess(d, { limited_at_assignment: false, status: 'full', expires_on: d.expiresOn }, ['status', 'expires_on']),
      ];
    }
    case 'AccessPassExpiryWarned':
      return [{ table: 'access_pass_positions', update: event.data.positionId, changes: { warned_for: event.data.expiresOn } }];
    case 'AccessPassExpired':
      return [{ table: 'access_pass_positions', update: event.data.positionId, changes: { status: 'expired' } }];
    case 'RegistrationCodeBatchCreated': {
      const d = event.data;
      const batch = {
        id: d.batchId,
        organization_id: d.organizationId,
        name: d.name,
        pass_type: d.terms.passType,
        duration_days: d.terms.durationDays,
        ends_on: d.terms.endsOn,
        payment_id: d.paymentId,
        code_count: d.codes.length,
        created_at: at,
      };
      return [{ table: 'registration_code_batches', insert: batch }];
    }
    case 'RegistrationCodeBatchExported': {
      const d = event.data;
      const exported = {
        id: d.exportId,
        batch_id: d.batchId,
        organization_id: d.organizationId,
        format: d.format,
        exported_by: d.exportedBy,
        code_count: d.codeCount,
        created_at: at,
      };
      return [{ table: 'registration_code_batch_exports', insert: exported }];
    }
    case 'RegistrationCodeIssued': {
      const d = event.data;
      const code = {
        id: d.codeId,
        code: d.code,
        batch_id: d.batchId,
        organization_id: d.organizationId,
        pass_type: d.terms.passType,
        created_at: at,
      };
      return [{ table: 'registration_codes', insert: code }];
    }
    case 'RegistrationCodeDistributed':
      return [
        { table: 'registration_codes', update: event.data.codeId, changes: { distributed_to: event.data.email, distributed_at: at } },
      ];
    case 'RegistrationCodeRedeemed': {
      const d = event.data;
      const changes = { redeemed_by: d.userId, redeemed_position_id: d.positionId, redeemed_at: d.redeemedAt, pass_id: d.passId };
      return [{ table: 'registration_codes', update: d.codeId, changes }];
    }
    case 'PaymentStarted': {
      const d = event.data;
      const payment = {
        id: d.paymentId,
        organization_id: d.organizationId,
        payment_type: d.paymentType,
        purpose: d.purpose,
        status: 'pending',
        count: d.count,
        amount_cents: d.amountCents,
        user_id: d.userId,
        position_id: d.positionId,
        ...timestampsAt(at),
      };
      return [{ table: 'payments', insert: payment }];
    }
    case 'PaymentApproved':
      return [{ table: 'payments', update: event.data.paymentId, changes: { status: 'approved', updated_at: at } }];
    case 'PaymentDeclined':
      return [{ table: 'payments', update: event.data.paymentId, changes: { status: 'declined', updated_at: at } }];
    case 'PaymentCodesGenerated':
      return [
        {
          table: 'payments',
          update: event.data.paymentId,
          changes: { status: 'codes_generated', batch_id: event.data.batchId, updated_at: at },
        },
      ];
    default:
      return assertNever(event);
  }
}

/** The write as its statement. */
export async function runWrite(write: RowWrite, ctx: ProjectionContext): Promise<void> {
  const key = keyOf[write.table];
  if ('insert' in write) await insertOnce(ctx, write.table, write.insert, key);
  else if ('upsert' in write) await upsert(ctx, write.table, write.upsert, key, write.merge);
  else
    await ctx
      .table(write.table)
      .where({ [key]: write.update })
      .update(write.changes);
}

const keyValue = (write: RowWrite): unknown => {
  if ('insert' in write) return write.insert[keyOf[write.table]];
  if ('upsert' in write) return write.upsert[keyOf[write.table]];
  return write.update;
};

const pick = (row: FoldedRow, columns: readonly string[]): FoldedRow => Object.fromEntries(columns.map((name) => [name, row[name]]));

/** The write on the table's rows in memory, as its statement would change the table. */
function foldWrite(table: FoldedTable, write: RowWrite): void {
  const key = keyOf[write.table];
  if ('insert' in write) table.insertOnce(write.insert);
  else if ('upsert' in write) {
    if (!table.insertOnce(write.upsert)) table.update({ [key]: write.upsert[key] }, pick(write.upsert, write.merge));
  } else table.update({ [key]: write.update }, write.changes);
}

export async function foldAccessPasses(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const writes = events.flatMap(writesOf);
  const tables = new Map<Table, FoldedTable>();
  for (const name of new Set(writes.map((write) => write.table))) {
    const table = new FoldedTable(ctx, name, [keyOf[name]]);
    await table.load(keyOf[name], writes.filter((write) => write.table === name).map(keyValue));
    tables.set(name, table);
  }
  for (const write of writes) foldWrite(tables.get(write.table)!, write);
  for (const table of tables.values()) await table.write();
}
