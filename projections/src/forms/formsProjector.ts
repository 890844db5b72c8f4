// Read model of forms (FORMS-11..22), their question versions, and submissions
// (FORMS-15..21): one projector for both streams' events, so a submission's
// form is always projected before it. Names of people are joined at query time.
import { assertNever } from '@practicum/shared/domain/decider';
import {
  formEventTypes,
  submissionEventTypes,
  type FormEvent,
  type SubmissionEvent,
  type SubmissionStarted,
  type VendorSubmissionCompleted,
} from '@practicum/shared/domain/forms/events';
import type { FormContent } from '@practicum/shared/domain/forms/model';
import { contentRecord } from '@practicum/shared/domain/forms/records';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt } from '../runner/columns.js';
import { formTables, formsReadModel } from './readModel.js';
import { FoldedTable, foldingBatches, type FoldedRow, named } from '../runner/foldedTable.js';
import { insertFromJson, jsonbAsIs, type JsonbValue } from '../runner/jsonRows.js';

/** The form's columns: its record without the sections (kept per version), and how many questions it has. */
const contentColumns = (c: FormContent) => {
  const { sections: _sections, ...columns } = contentRecord(c);
  return { ...columns, questions_count: c.sections.reduce((n, s) => n + s.questions.length, 0) };
};

const formRow = (d: Extract<FormEvent, { type: 'FormCreated' }>['data'], at: string) => ({
  id: d.formId,
  organization_id: d.organizationId,
  ...contentColumns(d.content),
  version: 1,
  published: false,
  active: true,
  duplicated_from: d.duplicatedFrom,
  ...timestampsAt(at),
});

async function applyForm(event: FormEvent, at: string, ctx: ProjectionContext): Promise<void> {
  const forms = () => ctx.table(formTables.forms);
  const version = (formId: string, v: number, content: FormContent) =>
    upsert(ctx, formTables.versions, { form_id: formId, version: v, content: JSON.stringify(content) }, ['form_id', 'version']);
  switch (event.type) {
    case 'FormCreated':
      await insertOnce(ctx, formTables.forms, formRow(event.data, at));
      await version(event.data.formId, 1, event.data.content);
      return;
    case 'FormChanged':
      await forms()
        .where({ id: event.data.formId })
        .update({ ...contentColumns(event.data.content), version: event.data.version, updated_at: at });
      await version(event.data.formId, event.data.version, event.data.content);
      return;
    case 'FormPublished':
    case 'FormUnpublished':
      await forms()
        .where({ id: event.data.formId })
        .update({ published: event.type === 'FormPublished', updated_at: at });
      return;
    case 'FormActivated':
    case 'FormDeactivated':
      await forms()
        .where({ id: event.data.formId })
        .update({ active: event.type === 'FormActivated', updated_at: at });
      return;
    default:
      assertNever(event);
  }
}

/** The columns every new submission row starts with, started in the app or completed at a vendor. */
const newSubmissionRow = (d: (SubmissionStarted | VendorSubmissionCompleted)['data'], at: string, json: JsonbValue = JSON.stringify) => ({
  id: d.submissionId,
  form_id: d.formId,
  form_version: d.formVersion,
  form_name: d.formName,
  form_type: d.formType,
  organization_id: d.organizationId,
  submitter_id: d.submitterUserId,
  submitter_position_id: d.submitterPositionId,
  submitter_role: d.submitterRole,
  placement_id: d.placementId,
  answers: json({}),
  signatures: json([]),
  links: json({}),
  ...timestampsAt(at),
});

const startedRow = (d: SubmissionStarted['data'], at: string, json?: JsonbValue) => ({
  ...newSubmissionRow(d, at, json),
  target_id: d.targetId,
  signer_roles: d.signerRoles,
  signers: signersColumn(d.signers, json),
  is_multiway: d.isMultiway,
  next_role: d.isMultiway ? (d.signerRoles[0] ?? null) : null,
  state: 'open',
});

/** The later signers named at the start, role → user (a turn nobody was named for is the role's). */
const signersColumn = (signers: SubmissionStarted['data']['signers'], json: JsonbValue = JSON.stringify) =>
  json(Object.fromEntries(Object.entries(signers ?? {}).map(([role, ref]) => [role, ref.userId])));

const vendorRow = (d: VendorSubmissionCompleted['data'], at: string, json?: JsonbValue) => ({
  ...newSubmissionRow(d, at, json),
  target_id: null,
  signer_roles: [d.submitterRole],
  signers: signersColumn(undefined, json),
  is_multiway: false,
  next_role: null,
  vendor_reference: d.reference,
  state: 'complete',
  status: 'submitted',
  submitted_at: d.completedAt,
});

async function applySubmission(event: SubmissionEvent, at: string, ctx: ProjectionContext): Promise<void> {
  const submissions = () => ctx.table(formTables.submissions);
  switch (event.type) {
    case 'SubmissionStarted':
      await insertOnce(ctx, formTables.submissions, startedRow(event.data, at));
      return;
    case 'SubmissionAnswersSaved':
      await submissions()
        .where({ id: event.data.submissionId })
        .update({ answers: JSON.stringify(event.data.answers), target_id: event.data.targetId, updated_at: at });
      return;
    case 'SubmissionSigned': {
      const d = event.data;
      const signature = { user_id: d.userId, role: d.role, signature: d.signature, ip: d.ip, signed_at: d.signedAt };
      const row = await submissions()
        .where({ id: d.submissionId })
        .first<{ signatures: { signed_at: string }[] } | undefined>('signatures');
      if (!row || row.signatures.some((s) => s.signed_at === d.signedAt)) return; // replayed
      await submissions()
        .where({ id: d.submissionId })
        .update({
          signatures: JSON.stringify([...row.signatures, signature]),
          state: 'complete',
          status: d.status,
          next_role: d.nextRole,
          submitted_at: ctx.trx.raw('COALESCE(submitted_at, ?)', [d.signedAt]),
          updated_at: at,
        });
      return;
    }
    case 'VendorSubmissionCompleted':
      await insertOnce(ctx, formTables.submissions, vendorRow(event.data, at));
      return;
    case 'SubmissionLinkSent': {
      const d = event.data;
      const link = { link_id: d.linkId, name: d.name, email: d.email, expires_at: d.expiresAt };
      await submissions()
        .where({ id: d.submissionId })
        .update({ links: ctx.trx.raw(`links || jsonb_build_object(?::text, ?::jsonb)`, [d.role, JSON.stringify(link)]), updated_at: at });
      return;
    }
    case 'SubmissionReviewed': {
      const d = event.data;
      await submissions().where({ id: d.submissionId }).update({
        status: d.status,
        reviewer_id: d.reviewerUserId,
        review_comments: d.comments,
        reviewed_at: d.reviewedAt,
        updated_at: at,
      });
      return;
    }
    default:
      assertNever(event);
  }
}

const formTypes = new Set<string>(formEventTypes);

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const at = recorded.metadata.occurredAt;
  if (formTypes.has(recorded.type)) await applyForm({ type: recorded.type, data: recorded.data } as FormEvent, at, ctx);
  else await applySubmission({ type: recorded.type, data: recorded.data } as SubmissionEvent, at, ctx);
}

/**
 * A batch folded in memory: the forms and submissions it names read once, each event changes them as its
 * statements above would, each table written in one or two statements (a version's content: the last written).
 */
async function foldForms(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const forms = new FoldedTable<FoldedRow>(ctx, formTables.forms, ['id']);
  const submissions = new FoldedTable<FoldedRow>(ctx, formTables.submissions, ['id']);
  const versions = new Map<string, { form_id: string; version: number; content: FormContent }>();
  await forms.load('id', named(events, 'formId'));
  await submissions.load('id', named(events, 'submissionId'));
  const version = (formId: string, v: number, content: FormContent) => {
    const key = `${formId}/${v}`;
    versions.delete(key);
    versions.set(key, { form_id: formId, version: v, content });
  };
  for (const recorded of events) {
    const at = recorded.metadata.occurredAt;
    const event = { type: recorded.type, data: recorded.data } as FormEvent | SubmissionEvent;
    switch (event.type) {
      case 'FormCreated':
        forms.insertOnce(formRow(event.data, at));
        version(event.data.formId, 1, event.data.content);
        break;
      case 'FormChanged':
        forms.update({ id: event.data.formId }, { ...contentColumns(event.data.content), version: event.data.version, updated_at: at });
        version(event.data.formId, event.data.version, event.data.content);
        break;
      case 'FormPublished':
      case 'FormUnpublished':
        forms.update({ id: event.data.formId }, { published: event.type === 'FormPublished', updated_at: at });
        break;
      case 'FormActivated':
      case 'FormDeactivated':
        forms.update({ id: event.data.formId }, { active: event.type === 'FormActivated', updated_at: at });
        break;
      case 'SubmissionStarted':
        submissions.insertOnce(startedRow(event.data, at, jsonbAsIs));
        break;
      case 'VendorSubmissionCompleted':
        submissions.insertOnce(vendorRow(event.data, at, jsonbAsIs));
        break;
      case 'SubmissionAnswersSaved':
        submissions.update(
          { id: event.data.submissionId },
          { answers: event.data.answers, target_id: event.data.targetId, updated_at: at },
        );
        break;
      case 'SubmissionSigned': {
        const d = event.data;
        const row = submissions.get({ id: d.submissionId });
        const signatures = row?.signatures as { signed_at: string }[] | undefined;
        if (!row || !signatures || signatures.some((s) => s.signed_at === d.signedAt)) break; // replayed
        submissions.update(row, {
          signatures: [...signatures, { user_id: d.userId, role: d.role, signature: d.signature, ip: d.ip, signed_at: d.signedAt }],
          state: 'complete',
          status: d.status,
          next_role: d.nextRole,
          submitted_at: row.submitted_at ?? d.signedAt,
          updated_at: at,
        });
        break;
      }
      case 'SubmissionLinkSent': {
        const d = event.data;
        const row = submissions.get({ id: d.submissionId });
        const link = { link_id: d.linkId, name: d.name, email: d.email, expires_at: d.expiresAt };
        if (row) submissions.update(row, { links: { ...(row.links as object), [d.role]: link }, updated_at: at });
        break;
      }
      case 'SubmissionReviewed': {
        const d = event.data;
        submissions.update(
          { id: d.submissionId },
          { status: d.status, reviewer_id: d.reviewerUserId, review_comments: d.comments, reviewed_at: d.reviewedAt, updated_at: at },
        );
        break;
      }
      default:
        assertNever(event);
    }
  }
  await forms.write();
  await insertFromJson(
    ctx,
    formTables.versions,
    ['form_id', 'version', 'content'],
    [...versions.values()],
    ['form_id', 'version'],
    'merge',
  );
  await submissions.write();
}

export const formsProjector = defineProjector({
  name: 'forms',
  // 2: submissions keep the emailed signing links (FORMS-06) and a vendor's reference (FORMS-38)
  // 3: submissions keep a multiway agreement's named signers (who reads it, whose turn it is)
  version: 3,
  readModel: formsReadModel,
  canHandle: [...formEventTypes, ...submissionEventTypes],
  apply,
  applyBatch: foldingBatches(apply, foldForms),
  tables: {
    [formTables.forms]: (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').index(); // null: shared with every organization
      t.string('name', 150).notNullable();
      t.string('type', 20).notNullable();
      t.text('intro').notNullable();
      t.text('instructions').notNullable();
      t.string('assessment_category', 30).notNullable();
      t.specificType('submitter_roles', 'text[]').notNullable();
      t.specificType('reviewer_roles', 'text[]').notNullable();
      t.boolean('is_multiway').notNullable();
      t.string('vendor', 150);
      t.integer('version').notNullable();
      t.integer('questions_count').notNullable();
      t.boolean('published').notNullable();
      t.boolean('active').notNullable();
      t.uuid('duplicated_from');
      createdUpdatedAt(t);
    },
    [formTables.versions]: (t) => {
      t.uuid('form_id').notNullable();
      t.integer('version').notNullable();
      t.jsonb('content').notNullable();
      t.primary(['form_id', 'version']);
    },
    [formTables.submissions]: (t) => {
      t.uuid('id').primary();
      t.uuid('form_id').notNullable().index();
      t.integer('form_version').notNullable();
      t.string('form_name', 150).notNullable();
      t.string('form_type', 20).notNullable();
      t.uuid('organization_id').notNullable().index();
      t.uuid('submitter_id').notNullable().index();
      t.uuid('submitter_position_id').notNullable();
      t.string('submitter_role', 30).notNullable();
      t.uuid('target_id').index();
      t.uuid('placement_id');
      t.specificType('signer_roles', 'text[]').notNullable();
      t.jsonb('signers').notNullable().defaultTo('{}');
      t.boolean('is_multiway').notNullable();
      t.string('next_role', 30);
      t.jsonb('answers').notNullable();
      t.jsonb('signatures').notNullable();
      t.jsonb('links').notNullable().defaultTo('{}');
      t.string('vendor_reference', 200);
      t.string('state', 10).notNullable();
      t.string('status', 30);
      t.timestamp('submitted_at', { useTz: true });
      t.uuid('reviewer_id');
      t.text('review_comments');
      t.timestamp('reviewed_at', { useTz: true });
      createdUpdatedAt(t);
    },
  },
});
