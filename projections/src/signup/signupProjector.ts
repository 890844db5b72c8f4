// Read model of joining: what the signup screens load (code, invite, link, questions) and
// what coordinators manage (invites and links), plus the answers shown on the supervisor profile.
import { assertNever } from '@practicum/shared/domain/decider';
import {
  inviteEventTypes,
  inviteLinkEventTypes,
  signupCodeEventTypes,
  signupQuestionEventTypes,
  signupUserEventTypes,
  countryEventTypes,
  type CountrySupportChanged,
  type InviteEvent,
  type InviteLinkEvent,
  type SignupCodeCreated,
  type SignupCodeEvent,
  type SignupQuestionEvent,
  type SignupUserEvent,
} from '@practicum/shared/domain/signup/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { signupReadModel } from './readModel.js';
import { applyInRuns } from '../runner/applyInRuns.js';
import { FoldedTable, type FoldedRow, named } from '../runner/foldedTable.js';
import { insertFromJson } from '../runner/jsonRows.js';

type SignupReadEvent = CountrySupportChanged | SignupCodeEvent | InviteEvent | InviteLinkEvent | SignupQuestionEvent | SignupUserEvent;

type QuestionValue = { id: string; value: string; is_other: boolean };
type ValueEvent = Extract<SignupQuestionEvent, { type: `SignupQuestionValue${string}` }>;
type QuestionDetails = Extract<SignupQuestionEvent, { type: 'SignupQuestionAdded' | 'SignupQuestionChanged' }>['data']['question'];

const questionColumns = (q: QuestionDetails) => ({
  role: q.role,
  section: q.section,
  body: q.body,
  required: q.required,
  ordering: q.ordering,
  fieldtype: q.fieldtype,
});

/** A question's values after a value event. */
function valuesAfter(event: ValueEvent, values: QuestionValue[]): QuestionValue[] {
  switch (event.type) {
    case 'SignupQuestionValueAdded':
      return [...values.filter((v) => v.id !== event.data.value.id), event.data.value];
    case 'SignupQuestionValueChanged':
      return values.map((v) => (v.id === event.data.value.id ? event.data.value : v));
    case 'SignupQuestionValueRemoved':
      return values.filter((v) => v.id !== event.data.valueId);
    default:
      return assertNever(event);
  }
}

async function applyQuestion(event: SignupQuestionEvent, ctx: ProjectionContext): Promise<void> {
  const questions = () => ctx.table('signup_questions');
  const { questionId } = event.data;
  switch (event.type) {
    case 'SignupQuestionAdded':
    case 'SignupQuestionChanged': {
      const row = questionColumns(event.data.question);
      await upsert(ctx, 'signup_questions', { id: questionId, ...row, values: JSON.stringify([]) }, 'id', row);
      return;
    }
    case 'SignupQuestionRemoved':
      await questions().where({ id: questionId }).delete();
      return;
    default: {
      const values = (await questions().where({ id: questionId }).first<{ values: QuestionValue[] } | undefined>())?.values ?? [];
      await questions()
        .where({ id: questionId })
        .update({ values: JSON.stringify(valuesAfter(event, values)) });
    }
  }
}

/** A run of question events folded in memory: the questions read once, written in one or two statements. */
async function questionsRun(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const questions = new FoldedTable<FoldedRow>(ctx, 'signup_questions', ['id']);
  await questions.load('id', named(events, 'questionId'));
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as SignupQuestionEvent;
    const id = { id: event.data.questionId };
    switch (event.type) {
      case 'SignupQuestionAdded':
      case 'SignupQuestionChanged': {
        const row = questionColumns(event.data.question);
        if (!questions.update(id, row)) questions.insertOnce({ ...id, ...row, values: [] });
        break;
      }
      case 'SignupQuestionRemoved':
        questions.delete(id);
        break;
      default: {
        const question = questions.get(id);
        if (question) questions.update(id, { values: valuesAfter(event, question.values as QuestionValue[]) });
      }
    }
  }
  await questions.write();
}

async function codesRun(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const rows = events.map((recorded) => codeRow(recorded.data as SignupCodeCreated['data'], recorded.metadata.occurredAt));
  await insertFromJson(ctx, 'signup_codes', Object.keys(rows[0]!), rows, 'code', 'ignore');
}

const codeRow = (d: SignupCodeCreated['data'], at: string) => ({
  code: d.code,
  organization_id: d.organizationId,
  role: d.role,
  active: true,
  created_at: at,
});

async function applyInviteLink(event: InviteLinkEvent, at: string, ctx: ProjectionContext): Promise<void> {
  const links = () => ctx.table('invite_links').where({ id: event.data.inviteLinkId });
  switch (event.type) {
    case 'InviteLinkCreated': {
      const d = event.data;
      await insertOnce(ctx, 'invite_links', {
        id: d.inviteLinkId,
        organization_id: d.organizationId,
        created_by: d.createdBy,
        ...d.settings,
        uses: 0,
        ...timestampsAt(at),
      });
      return;
    }
    case 'InviteLinkEdited':
      await links().update({ ...event.data.changes, updated_at: at });
      return;
    case 'InviteLinkDeleted':
      await links().delete();
      return;
    case 'InviteLinkUsed':
      await links().increment('uses', 1);
      return;
    default:
      assertNever(event);
  }
}

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as SignupReadEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'SignupCodeCreated':
      await insertOnce(ctx, 'signup_codes', codeRow(event.data, at), 'code');
      return;
    case 'SignupCodeSwitched':
      await ctx.table('signup_codes').where({ code: event.data.code }).update({ active: event.data.active });
      return;
    case 'InviteSent': {
      const d = event.data;
      await insertOnce(ctx, 'invites', {
        id: d.inviteId,
        organization_id: d.organizationId,
        email: d.email,
        first_name: d.first_name,
        last_name: d.last_name,
        role: d.role,
        invited_by: d.invitedBy,
        status: 'pending',
        sent_at: at,
        created_at: at,
      });
      return;
    }
    case 'InviteResent':
      await ctx.table('invites').where({ id: event.data.inviteId }).update({ sent_at: at });
      return;
    case 'InviteDeleted':
      await ctx.table('invites').where({ id: event.data.inviteId }).delete();
      return;
    case 'InviteAccepted':
      await ctx
        .table('invites')
        .where({ id: event.data.inviteId })
        .update({ status: 'accepted', accepted_by: event.data.userId, accepted_at: at });
      return;
    case 'InviteLinkCreated':
    case 'InviteLinkEdited':
    case 'InviteLinkDeleted':
    case 'InviteLinkUsed':
      return applyInviteLink(event, at, ctx);
    case 'SignupQuestionAdded':
    case 'SignupQuestionChanged':
    case 'SignupQuestionRemoved':
    case 'SignupQuestionValueAdded':
    case 'SignupQuestionValueChanged':
    case 'SignupQuestionValueRemoved':
      return applyQuestion(event, ctx);
    case 'UserSignedUp':
      await insertOnce(
        ctx,
        'signup_responses',
        {
          user_id: event.data.userId,
          organization_id: event.data.organizationId,
          answers: JSON.stringify(event.data.answers),
          supervisor_licenses: JSON.stringify(event.data.supervisor_licenses),
          created_at: at,
        },
        'user_id',
      );
      return;
    case 'UnverifiedUserDeleted':
      await ctx.table('signup_responses').where({ user_id: event.data.userId }).delete();
      return;
    case 'UserEmailVerified':
      return;
    case 'CountrySupportChanged':
      await insertOnce(ctx, 'unsupported_countries', { iso2: event.data.iso2 }, 'iso2');
      if (event.data.supported) await ctx.table('unsupported_countries').where({ iso2: event.data.iso2 }).delete();
      return;
    default:
      assertNever(event);
  }
}

export const signupProjector = defineProjector({
  name: 'signup',
  version: 1,
  readModel: signupReadModel,
  canHandle: [
    ...countryEventTypes,
    ...signupCodeEventTypes,
    ...inviteEventTypes,
    ...inviteLinkEventTypes,
    ...signupQuestionEventTypes,
    ...signupUserEventTypes,
  ],
  tables: {
    signup_codes: (t) => {
      t.text('code').primary();
      t.uuid('organization_id').notNullable().index();
      t.text('role').notNullable();
      t.boolean('active').notNullable();
      createdAt(t);
    },
    invites: (t) => {
      orgScopedId(t);
      t.text('email').notNullable();
      t.text('first_name').notNullable();
      t.text('last_name').notNullable();
      t.text('role').notNullable();
      t.uuid('invited_by');
      t.text('status').notNullable();
      t.uuid('accepted_by');
      t.timestamp('accepted_at', { useTz: true });
      t.timestamp('sent_at', { useTz: true }).notNullable();
      createdAt(t);
    },
    invite_links: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      t.text('role').notNullable();
      t.timestamp('expires_at', { useTz: true });
      t.integer('max_uses');
      t.boolean('active').notNullable();
      t.integer('uses').notNullable();
      t.uuid('created_by');
      createdUpdatedAt(t);
    },
    signup_questions: (t) => {
      t.uuid('id').primary();
      t.text('role').notNullable().index();
      t.integer('section').notNullable();
      t.text('body').notNullable();
      t.boolean('required').notNullable();
      t.integer('ordering').notNullable();
      t.text('fieldtype').notNullable();
      t.jsonb('values').notNullable();
    },
    unsupported_countries: (t) => {
      t.text('iso2').primary();
    },
    signup_responses: (t) => {
      t.uuid('user_id').primary();
      t.uuid('organization_id').notNullable();
      t.jsonb('answers').notNullable();
      t.jsonb('supervisor_licenses').notNullable();
      createdAt(t);
    },
  },
  apply,
  // the events a rebuild has most of; a run of question events shares one handler
  applyBatch: applyInRuns(apply, {
    ...Object.fromEntries(signupQuestionEventTypes.map((type) => [type, questionsRun])),
    SignupCodeCreated: codesRun,
  }),
});
