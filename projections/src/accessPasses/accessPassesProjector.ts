// Read model of access passes, registration codes and payments (issue 17):
// each trainee position's access (limited at assignment, full until a date,
// expired), the passes, the batches and their codes, the payments.
import { accessPassesEventTypes } from '@practicum/shared/domain/accessPasses/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { foldAccessPasses, runWrite, writesOf } from './accessPassesWrites.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { accessPassesReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  for (const write of writesOf(recorded)) await runWrite(write, ctx);
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
  applyBatch: foldingBatches(apply, foldAccessPasses),
});
