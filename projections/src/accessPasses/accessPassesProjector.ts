// Read model of access passes, registration codes and payments (issue 17):
// each trainee position's access (limited at assignment, full until a date,
// expired), the passes, the batches and their codes, the payments.
import { assertNever } from '@practicum/shared/domain/decider';
import {
  accessPassesEventTypes,
  type AccessPassesEvent,
  type OrganizationCodeCountEvent,
} from '@practicum/shared/domain/accessPasses/index';
import type { PositionAssigned } from '@practicum/shared/domain/identity/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { accessPassesReadModel } from './readModel.js';

type Handled = Exclude<AccessPassesEvent, { type: 'StripeEventReceived' | OrganizationCodeCountEvent['type'] }> | PositionAssigned;

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  const at = recorded.metadata.occurredAt;
  const t = (name: keyof typeof accessPassesReadModel.tables) => ctx.table(name);
  /** A trainee position's access row: made by whichever comes first, the assignment or a pass; `merge` what this event says. */
  const upsertPosition = (
    d: { positionId: string; userId: string; organizationId: string },
    row: { limited_at_assignment: boolean; status: string; expires_on?: string },
    merge: string[],
  ) =>
    upsert(
      ctx,
      'access_pass_positions',
      { position_id: d.positionId, user_id: d.userId, organization_id: d.organizationId, ...row },
      'position_id',
      merge,
    );
  switch (event.type) {
    case 'PositionAssigned': {
      const d = event.data;
      if (d.role !== 'trainee') return;
      await upsertPosition(d, { limited_at_assignment: d.traineeAccountLimited === true, status: 'none' }, ['limited_at_assignment']);
      return;
    }
    case 'AccessPassGranted': {
      const d = event.data;
      await insertOnce(ctx, 'access_passes', {
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
      });
      await upsertPosition(d, { limited_at_assignment: false, status: 'full', expires_on: d.expiresOn }, ['status', 'expires_on']);
      return;
    }
    case 'AccessPassExpiryWarned':
      await t('access_pass_positions').where({ position_id: event.data.positionId }).update({ warned_for: event.data.expiresOn });
      return;
    case 'AccessPassExpired':
      await t('access_pass_positions').where({ position_id: event.data.positionId }).update({ status: 'expired' });
      return;
    case 'RegistrationCodeBatchCreated': {
      const d = event.data;
      await insertOnce(ctx, 'registration_code_batches', {
        id: d.batchId,
        organization_id: d.organizationId,
        name: d.name,
        pass_type: d.terms.passType,
        duration_days: d.terms.durationDays,
        ends_on: d.terms.endsOn,
        payment_id: d.paymentId,
        code_count: d.codes.length,
        created_at: at,
      });
      return;
    }
    case 'RegistrationCodeBatchExported': {
      const d = event.data;
      await insertOnce(ctx, 'registration_code_batch_exports', {
        id: d.exportId,
        batch_id: d.batchId,
        organization_id: d.organizationId,
        format: d.format,
        exported_by: d.exportedBy,
        code_count: d.codeCount,
        created_at: at,
      });
      return;
    }
    case 'RegistrationCodeIssued': {
      const d = event.data;
      await insertOnce(ctx, 'registration_codes', {
        id: d.codeId,
        code: d.code,
        batch_id: d.batchId,
        organization_id: d.organizationId,
        pass_type: d.terms.passType,
        created_at: at,
      });
      return;
    }
    case 'RegistrationCodeDistributed':
      await t('registration_codes').where({ id: event.data.codeId }).update({ distributed_to: event.data.email, distributed_at: at });
      return;
    case 'RegistrationCodeRedeemed': {
      const d = event.data;
      await t('registration_codes')
        .where({ id: d.codeId })
        .update({ redeemed_by: d.userId, redeemed_position_id: d.positionId, redeemed_at: d.redeemedAt, pass_id: d.passId });
      return;
    }
    case 'PaymentStarted': {
      const d = event.data;
      await insertOnce(ctx, 'payments', {
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
      });
      return;
    }
    case 'PaymentApproved':
      await t('payments').where({ id: event.data.paymentId }).update({ status: 'approved', updated_at: at });
      return;
    case 'PaymentDeclined':
      await t('payments').where({ id: event.data.paymentId }).update({ status: 'declined', updated_at: at });
      return;
    case 'PaymentCodesGenerated':
      await t('payments')
        .where({ id: event.data.paymentId })
        .update({ status: 'codes_generated', batch_id: event.data.batchId, updated_at: at });
      return;
    default:
      assertNever(event);
  }
}

export const accessPassesProjector = defineProjector({
  name: 'accessPasses',
  version: 2,
  readModel: accessPassesReadModel,
  canHandle: [...accessPassesEventTypes, 'PositionAssigned'],
  tables: {
    access_pass_positions: (t) => {
      t.uuid('position_id').primary();
      t.uuid('user_id').notNullable().index();
      t.uuid('organization_id').notNullable().index();
      t.boolean('limited_at_assignment').notNullable().defaultTo(false);
      t.text('status').notNullable();
      t.text('expires_on').index();
      t.text('warned_for');
    },
    access_passes: (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.uuid('position_id').notNullable();
      t.uuid('organization_id').notNullable().index();
      t.text('pass_type').notNullable();
      t.text('starts_on').notNullable();
      t.text('expires_on').notNullable();
      t.uuid('code_id');
      t.uuid('payment_id');
      createdAt(t);
    },
    registration_code_batches: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      t.text('pass_type').notNullable();
      t.integer('duration_days').notNullable();
      t.text('ends_on');
      t.uuid('payment_id');
      t.integer('code_count').notNullable();
      createdAt(t);
    },
    registration_code_batch_exports: (t) => {
      t.uuid('id').primary();
      t.uuid('batch_id').notNullable().index();
      t.uuid('organization_id').notNullable();
      t.text('format').notNullable();
      t.uuid('exported_by');
      t.integer('code_count').notNullable();
      createdAt(t);
    },
    registration_codes: (t) => {
      t.uuid('id').primary();
      t.text('code').notNullable().unique();
      t.uuid('batch_id').notNullable().index();
      t.uuid('organization_id').notNullable().index();
      t.text('pass_type').notNullable();
      t.text('distributed_to');
      t.timestamp('distributed_at', { useTz: true });
      t.uuid('redeemed_by');
      t.uuid('redeemed_position_id');
      t.uuid('pass_id');
      t.text('redeemed_at');
      createdAt(t);
    },
    payments: (t) => {
      orgScopedId(t);
      t.text('payment_type').notNullable();
      t.text('purpose').notNullable();
      t.text('status').notNullable();
      t.integer('count').notNullable();
      t.integer('amount_cents').notNullable();
      t.uuid('user_id').notNullable();
      t.uuid('position_id');
      t.uuid('batch_id');
      createdUpdatedAt(t);
    },
  },
  apply,
});
