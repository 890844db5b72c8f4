// Read model of attachments (spec 001 §3 Attachment): one row per attached
// file, keyed by attachment id, found by its attachable (type and id). Owner
// names are joined from users at query time. A detached file's uuid is kept in
// detached_uploads: it is then served to no one, its uploader included (issue 10 item 3).
import { assertNever } from '@practicum/shared/domain/decider';
import { attachmentEventTypes, type AttachmentAttached, type AttachmentEvent } from '@practicum/shared/domain/attachments/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt } from '../runner/columns.js';
import { attachmentsReadModel } from './readModel.js';

/** The row of an attached file (also what the realtime pusher sends before the projection catches up). */
export const attachmentRow = (d: AttachmentAttached['data'], occurredAt: string) => ({
  id: d.attachmentId,
  attachable_type: d.attachableType,
  attachable_id: d.attachableId,
  organization_id: d.organizationId,
  uuid: d.uuid,
  filename: d.filename,
  mimetype: d.mimetype,
  kind: d.kind,
  size: d.size,
  public: d.public,
  owner_id: d.ownerUserId,
  owner_position_id: d.ownerPositionId,
  hipaa_enforced: d.hipaaEnforced,
  created_at: occurredAt,
});

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as AttachmentEvent;
  switch (event.type) {
    case 'AttachmentAttached':
      await insertOnce(ctx, 'attachments', attachmentRow(event.data, recorded.metadata.occurredAt));
      return;
    case 'AttachmentDetached': {
      const gone: { uuid: string }[] = await ctx.table('attachments').where({ id: event.data.attachmentId }).delete(['uuid']);
      for (const { uuid } of gone) await insertOnce(ctx, 'detached_uploads', { uuid, detached_at: recorded.metadata.occurredAt }, 'uuid');
      return;
    }
    default:
      assertNever(event);
  }
}

export const attachmentsProjector = defineProjector({
  name: 'attachments',
  version: 2,
  readModel: attachmentsReadModel,
  canHandle: attachmentEventTypes,
  tables: {
    attachments: (t) => {
      t.uuid('id').primary();
      t.text('attachable_type').notNullable();
      t.uuid('attachable_id').notNullable();
      t.uuid('organization_id').notNullable();
      t.uuid('uuid').notNullable();
      t.text('filename').notNullable();
      t.text('mimetype').notNullable();
      t.text('kind').notNullable();
      t.bigInteger('size').notNullable();
      t.boolean('public').notNullable();
      t.uuid('owner_id').notNullable();
      t.uuid('owner_position_id');
      t.boolean('hipaa_enforced').notNullable();
      createdAt(t);
      t.index(['attachable_type', 'attachable_id']);
      t.index(['uuid']);
    },
    detached_uploads: (t) => {
      t.uuid('uuid').primary();
      t.timestamp('detached_at', { useTz: true }).notNullable();
    },
  },
  apply,
});
