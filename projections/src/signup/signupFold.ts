// The signup projector's batch: the codes, invites, links, questions, answers and countries a batch names are
// read once, every event changes them in memory as its statements in signupProjector.ts change the tables,
// and each table the batch touched is written back in one or two statements.
import { assertNever } from '@practicum/shared/domain/decider';
import { signupUserEventTypes } from '@practicum/shared/domain/signup/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import * as rows from './signupRows.js';
import { jsonbAsIs } from '../runner/jsonRows.js';

const ofUsers = (recorded: RecordedEvent): boolean => (signupUserEventTypes as readonly string[]).includes(recorded.type);

type Tables = Record<'codes' | 'invites' | 'links' | 'questions' | 'responses' | 'unsupported', FoldedTable<FoldedRow>>;

function foldSignupEvent(event: rows.SignupReadEvent, at: string, recorded: RecordedEvent, t: Tables): void {
  switch (event.type) {
    case 'SignupCodeCreated':
      t.codes.insertOnce(rows.codeRow(event.data, at));
      return;
    case 'SignupCodeSwitched':
      t.codes.update({ code: event.data.code }, { active: event.data.active });
      return;
    case 'InviteSent':
      t.invites.insertOnce(rows.inviteRow(event.data, at));
      return;
    case 'InviteResent':
    case 'InviteAccepted':
      t.invites.update({ id: event.data.inviteId }, rows.inviteChanges(event, at));
      return;
    case 'InviteDeleted':
      t.invites.delete({ id: event.data.inviteId });
      return;
    case 'InviteLinkCreated':
      t.links.insertOnce(rows.linkRow(event.data, at));
      return;
    case 'InviteLinkEdited':
      t.links.update({ id: event.data.inviteLinkId }, rows.linkChanges(event, at));
      return;
    case 'InviteLinkDeleted':
      t.links.delete({ id: event.data.inviteLinkId });
      return;
    case 'InviteLinkUsed': {
      const id = { id: event.data.inviteLinkId };
      const link = t.links.get(id);
      if (link && rows.uncountedUse(link, recorded)) t.links.update(id, { uses: (link.uses as number) + 1, ...rows.countedUse(recorded) });
      return;
    }
    case 'SignupQuestionAdded':
    case 'SignupQuestionChanged': {
      const id = { id: event.data.questionId };
      const columns = rows.questionColumns(event.data.question);
      if (!t.questions.update(id, columns)) t.questions.insertOnce({ ...id, ...columns, values: [] });
      return;
    }
    case 'SignupQuestionRemoved':
      t.questions.delete({ id: event.data.questionId });
      return;
    case 'SignupQuestionValueAdded':
    case 'SignupQuestionValueChanged':
    case 'SignupQuestionValueRemoved': {
      const id = { id: event.data.questionId };
      const question = t.questions.get(id);
      if (question) t.questions.update(id, { values: rows.valuesAfter(event, question.values as rows.QuestionValue[]) });
      return;
    }
    case 'UserSignedUp':
      t.responses.insertOnce(rows.responseRow(event.data, at, jsonbAsIs));
      return;
    case 'UnverifiedUserDeleted':
      t.responses.delete({ user_id: event.data.userId });
      return;
    case 'UserEmailVerified':
      return;
    case 'CountrySupportChanged':
      t.unsupported.insertOnce({ iso2: event.data.iso2 });
      if (event.data.supported) t.unsupported.delete({ iso2: event.data.iso2 });
      return;
    default:
      assertNever(event);
  }
}

export async function foldSignup(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const t: Tables = {
    codes: new FoldedTable<FoldedRow>(ctx, 'signup_codes', ['code']),
    invites: new FoldedTable<FoldedRow>(ctx, 'invites', ['id']),
    links: new FoldedTable<FoldedRow>(ctx, 'invite_links', ['id']),
    questions: new FoldedTable<FoldedRow>(ctx, 'signup_questions', ['id']),
    responses: new FoldedTable<FoldedRow>(ctx, 'signup_responses', ['user_id']),
    unsupported: new FoldedTable<FoldedRow>(ctx, 'unsupported_countries', ['iso2']),
  };
  // a table none of the batch's events names is neither read nor written: a page costs a statement or three
  // per table it touches
  await t.codes.load('code', named(events, 'code'));
  await t.invites.load('id', named(events, 'inviteId'));
  await t.links.load('id', named(events, 'inviteLinkId'));
  await t.questions.load('id', named(events, 'questionId'));
  // invites and links name users too, whose answers they never touch
  await t.responses.load('user_id', named(events.filter(ofUsers), 'userId'));
  await t.unsupported.load('iso2', named(events, 'iso2'));
  forEachEvent<rows.SignupReadEvent>(events, (event, at, recorded) => foldSignupEvent(event, at, recorded, t));
  for (const table of Object.values(t)) await table.write();
}
