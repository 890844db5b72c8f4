// Read model of attachments (spec 001 §3 Attachment): one row per attached
// file, keyed by attachment id, found by its attachable (type and id). Owner
// names are joined from users at query time.
import { assertNever } from '@practicum/shared/domain/decider';
import { attachmentEventTypes, type AttachmentAttached, type AttachmentEvent } from '@practicum/shared/domain/attachments/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from '../runner/types.js';

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
      await ctx.table('attachments').insert(attachmentRow(event.data, recorded.metadata.occurredAt)).onConflict('id').ignore();
      return;
    case 'AttachmentDetached':
      await ctx.table('attachments').where({ id: event.data.attachmentId }).delete();
      return;
    default:
      assertNever(event);
  }
}

export const attachmentsProjector: Projector = {
  name: 'attachments',
  version: 1,
  tables: ['attachments'],
  canHandle: attachmentEventTypes,
  async createTables(schema) {
    await schema.createTable('attachments', (t) => {
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
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.index(['attachable_type', 'attachable_id']);
    });
  },
  apply,
};
