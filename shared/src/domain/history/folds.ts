// Which fold reads which stream: a stream category → the area's own decider
// (initialState, evolve) and how its fields read. History computes each event's
// field changes by folding the stream with these, so a change reads as the
// command side understood it, not as a JSON diff of the payload.
import type { DomainEvent } from '../decider.js';
import { batchDecider, traineeAccessDecider } from '../accessPasses/decider.js';
import { activityEntryDecider } from '../activityLog/decider.js';
import { auditorAccessDecider } from '../auditorAccess/index.js';
import { clientDecider } from '../clients/decider.js';
import { erasureDecider } from '../erasure/index.js';
import { supportDecider } from '../support/decider.js';
import { settingDecider } from '../settings/decider.js';
import { settingKeys } from '../settings/commands.js';
import { formDecider } from '../forms/form.js';
import { submissionDecider } from '../forms/submission.js';
import { userDecider } from '../identity/decider.js';
import { insuranceDecider } from '../insurance/decider.js';
import { integrationDecider } from '../integrations/index.js';
import { organizationDecider } from '../organizations/decider.js';
import { placementDecider } from '../placements/decider.js';
import { placementRequirementDecider } from '../forms/requirements/decider.js';
import { siteDecider } from '../sites/decider.js';
import { siteTagDecider } from '../sites/tags.js';
import { supervisorProfileDecider } from '../supervisorProfiles/decider.js';
import { taskDecider } from '../tasks/decider.js';
import { meetingDecider } from '../liveSessions/decider.js';
import { trainingLevelDecider } from '../trainings/levels/decider.js';
import { trainingPlanDecider } from '../trainings/plans/decider.js';
import { traineeTrainingsDecider } from '../trainings/traineeTrainings/decider.js';
import type { ValueKind } from './records.js';

export interface HistoryFold {
  initialState: () => unknown;
  evolve: (state: unknown, event: DomainEvent) => unknown;
  /** Users whose own record the stream is (besides the `traineeUserId`s in its state). */
  ownedByStreamId?: boolean;
  /** A field of the state naming the user whose own record it is (a trainee's access pass: `userId`). */
  ownerField?: string;
}

// The deciders' folds, typed loosely: history feeds them the stream's own events.
const fold = (
  decider: { initialState: () => unknown; evolve: (state: never, event: never) => unknown },
  extra: Partial<HistoryFold> = {},
) => ({ initialState: decider.initialState, evolve: decider.evolve as HistoryFold['evolve'], ...extra }) satisfies HistoryFold;

export const historyFolds: Readonly<Record<string, HistoryFold>> = {
  user: fold(userDecider, { ownedByStreamId: true }),
  organization: fold(organizationDecider),
  integration: fold(integrationDecider),
  task: fold(taskDecider),
  activityEntry: fold(activityEntryDecider),
  site: fold(siteDecider),
  site_tag: fold(siteTagDecider),
  trainingLevel: fold(trainingLevelDecider),
  trainingPlan: fold(trainingPlanDecider),
  traineeTrainings: fold(traineeTrainingsDecider, { ownedByStreamId: true }),
  form: fold(formDecider),
  submittedForm: fold(submissionDecider),
  meeting: fold(meetingDecider),
  placementRequirement: fold(placementRequirementDecider),
  placement: fold(placementDecider),
  insuranceDocument: fold(insuranceDecider),
  supervision_profile: fold(supervisorProfileDecider, { ownedByStreamId: true }),
  client: fold(clientDecider),
  supportConversation: fold(supportDecider),
  auditorGrant: fold(auditorAccessDecider),
  erasure: fold(erasureDecider),
  registrationCodeBatch: fold(batchDecider),
  traineeAccess: fold(traineeAccessDecider, { ownerField: 'userId' }),
  setting: fold(settingDecider),
};

// The platform settings' streams are named by their key (`setting-maintenance_banner`), not a uuid: the log viewer
// says whether the banner or the lockout was turned on or off, and with which message.
const keyedStreams: Readonly<Record<string, readonly string[]>> = { setting: settingKeys };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string): boolean => UUID.test(text);

/** A stream's category and id: `traineeTrainings-<uuid>` → traineeTrainings, <uuid>. Reservation streams have no fold. */
export function streamParts(stream: string): { category: string; id: string } {
  const dash = stream.indexOf('-');
  return dash < 0 ? { category: stream, id: '' } : { category: stream.slice(0, dash), id: stream.slice(dash + 1) };
}

/** The fold of a record's stream (`<category>-<uuid>`), or null for streams history keeps no state of. */
export function foldOf(stream: string): HistoryFold | null {
  const { category, id } = streamParts(stream);
  return isUuid(id) || keyedStreams[category]?.includes(id) ? (historyFolds[category] ?? null) : null;
}

/** Fields read the same in every area: the last path segment → its words and kind. */
const fieldWords: Readonly<Record<string, { label: string; kind?: ValueKind }>> = {
  startAt: { label: 'Start date' },
  endAt: { label: 'End date' },
  minutes: { label: 'Hours', kind: 'hours' },
  happenedAt: { label: 'Date' },
  totalHours: { label: 'Total hours' },
  first_name: { label: 'First name' },
  last_name: { label: 'Last name' },
  userStatus: { label: 'Account status' },
  placementNotRequired: { label: 'Placement not required' },
  riskAlert: { label: 'Risk alert' },
  reviewComment: { label: 'Review comment' },
  isCampus: { label: 'Campus placement' },
  supervisorJoined: { label: 'Supervisor joined' },
};

/**
 * Parts of a state that are bookkeeping, not what a person would call the record's fields. A form's `versions` keep
 * each published version's content for the submissions made on it: its current content is the form's fields, and
 * listing the versions too would show every field twice.
 */
export const IGNORED_KEYS: ReadonlySet<string> = new Set(['id', 'deleted', 'organizationId', 'formVersion', 'versions']);

export const labelOf = (key: string): string =>
  fieldWords[key]?.label ??
  (() => {
    const words = key
      .replace(/_/g, ' ')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  })();

export const kindFor = (key: string, value: unknown, kindOf: (value: unknown) => ValueKind): ValueKind =>
  fieldWords[key]?.kind ?? kindOf(value);

/** One fold step as history takes it: an event the fold does not know (or refuses) changes nothing rather than stopping history. */
export function foldStep(fold: HistoryFold, state: unknown, event: { type: string; data: Record<string, unknown> }): unknown {
  try {
    return fold.evolve(state, { type: event.type, data: event.data });
  } catch {
    return state;
  }
}
