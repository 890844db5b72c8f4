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
  type InviteLinkEvent,
  type SignupQuestionEvent,
} from '@practicum/shared/domain/signup/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { signupReadModel } from './readModel.js';
import { foldSignup } from './signupFold.js';
import {
  codeRow,
  countedUse,
  inviteChanges,
  inviteRow,
  linkChanges,
  linkRow,
  questionColumns,
  responseRow,
  valuesAfter,
  type QuestionValue,
  type SignupReadEvent,
} from './signupRows.js';

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

async function applyInviteLink(event: InviteLinkEvent, recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const at = recorded.metadata.occurredAt;
  const links = () => ctx.table('invite_links').where({ id: event.data.inviteLinkId });
  switch (event.type) {
    case 'InviteLinkCreated':
      await insertOnce(ctx, 'invite_links', linkRow(event.data, at));
      return;
    case 'InviteLinkEdited':
      await links().update(linkChanges(event, at));
      return;
    case 'InviteLinkDeleted':
      await links().delete();
      return;
    case 'InviteLinkUsed':
      // a use delivered again is one the link's stream already counted: its revision is not past the last one
      await links()
        .where((q) => q.whereNull('last_use_revision').orWhere('last_use_revision', '<', String(recorded.revision)))
        .update({ uses: ctx.trx.raw('?? + 1', ['uses']), ...countedUse(recorded) });
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
    case 'InviteSent':
      await insertOnce(ctx, 'invites', inviteRow(event.data, at));
      return;
    case 'InviteResent':
    case 'InviteAccepted':
      await ctx.table('invites').where({ id: event.data.inviteId }).update(inviteChanges(event, at));
      return;
    case 'InviteDeleted':
      await ctx.table('invites').where({ id: event.data.inviteId }).delete();
      return;
    case 'InviteLinkCreated':
    case 'InviteLinkEdited':
    case 'InviteLinkDeleted':
    case 'InviteLinkUsed':
      return applyInviteLink(event, recorded, ctx);
    case 'SignupQuestionAdded':
    case 'SignupQuestionChanged':
    case 'SignupQuestionRemoved':
    case 'SignupQuestionValueAdded':
    case 'SignupQuestionValueChanged':
    case 'SignupQuestionValueRemoved':
      return applyQuestion(event, ctx);
    case 'UserSignedUp':
      await insertOnce(ctx, 'signup_responses', responseRow(event.data, at, JSON.stringify), 'user_id');
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
  version: 2,
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
      t.bigInteger('last_use_revision');
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
  applyBatch: foldingBatches(apply, foldSignup),
});
