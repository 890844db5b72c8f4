// Activity log commands and the input schema of the "Log activity" form (spec 002 §4;
// fields decided in docs/decisions.md, Activity log). Rules needing the training,
// its plan, the catalogue or today's date live in the decider.
import { z } from 'zod';
import { formNumber, isoDate, MAX_HOURS, refId, text, TEXT } from '../bounds.js';
import type { TrainingFacts, CatalogFacts } from './trainingFacts.js';
import type { EntryActor } from './reach.js';
import type { SupervisingPlacement } from '../placements/supervision.js';

const id = refId();

/** The entry form; minutes may come as hours + minutes from the form. */
export const activityEntryInputSchema = z
  .object({
    happened_at: isoDate,
    activity_type_id: id,
    activity_ids: z.array(id).max(200).default([]),
    minutes: formNumber(
      z
        .number()
        .int('The minutes must be a whole number.')
        .min(0)
        .max(MAX_HOURS * 60)
        .optional(),
    ),
    hours: formNumber(z.number().min(0).max(MAX_HOURS).optional()),
    placement_id: z.union([id, z.literal('').transform(() => null), z.null()]).default(null),
    notes: text(TEXT.long).default(''),
    risk_alert: z.boolean().default(false),
  })
  .transform(({ hours, minutes, ...rest }) => ({
    ...rest,
    // "hours" alone is a decimal number of hours; both together mean hours + minutes.
    minutes: Math.round((hours ?? 0) * 60) + (minutes ?? 0),
  }));
export type ActivityEntryInput = z.infer<typeof activityEntryInputSchema>;

/** The training logged for; none picks the trainee's training whose dates hold the entry's date. */
export const logActivitySchema = z.object({ training_id: z.union([id, z.literal('').transform(() => null), z.null()]).default(null) });
export const entryIdsSchema = z.object({
  ids: z.array(refId()).min(1, 'Please select at least one entry.').max(1000),
});
export const requestChangesSchema = z.object({
  comment: z.string({ error: 'The comment field is required.' }).trim().min(1, 'The comment field is required.').pipe(text(TEXT.long)),
});

/**
 * The placement the input's placement_id names, as its stream holds it: null when it names none or no placement has
 * that id. Only a placement of the entry's own training may be named.
 */
export type NamedPlacement = Pick<SupervisingPlacement, 'organizationId' | 'trainingId' | 'traineeUserId'> | null;

export interface Party {
  userId: string;
  positionId: string;
}

/** Whether the entry's trainee position needs an access pass first (PASS-13), for every change the trainee makes. */
export interface AccessPassFacts {
  accessPassRequired: boolean;
}

/** The acting reviewer as the route knows them: their position's role and organization, the placements naming them. */
export type ReviewerFacts = EntryActor;

/**
 * Someone other than the entry's trainee asking to change it, and the entry's training: whether they read the entry
 * (reach.ts) decides between 404 (they do not) and 403 (they do, but it is not theirs). Absent: the trainee asks.
 */
export interface OtherAsker {
  asker?: { actor: EntryActor; training: TrainingFacts };
}

export type ActivityEntryCommand =
  | {
      type: 'LogActivity';
      data: {
        entryId: string;
        trainee: Party;
        /** The trainee's position needs an access pass first (PASS-13: limited at assignment, or its pass expired). */
        accessPassRequired: boolean;
        /** The trainee's profile time zone (null: none set): their "today" bounds the date. */
        timeZone: string | null;
        training: TrainingFacts;
        catalog: CatalogFacts;
        input: ActivityEntryInput;
        placement: NamedPlacement;
      };
    }
  | {
      type: 'ChangeActivityEntry';
      data: AccessPassFacts &
        OtherAsker & {
          timeZone: string | null;
          training: TrainingFacts;
          catalog: CatalogFacts;
          input: ActivityEntryInput;
          placement: NamedPlacement;
        };
    }
  | { type: 'DeleteActivityEntry'; data: AccessPassFacts & OtherAsker }
  | { type: 'SubmitActivityEntry'; data: AccessPassFacts & OtherAsker }
  | { type: 'ApproveActivityEntry'; data: { reviewer: ReviewerFacts; training: TrainingFacts } }
  | { type: 'UnapproveActivityEntry'; data: { reviewer: ReviewerFacts; training: TrainingFacts } }
  | { type: 'RequestActivityEntryChanges'; data: { reviewer: ReviewerFacts; training: TrainingFacts; comment: string } }
  | { type: 'RevertActivityEntryChangesRequest'; data: { reviewer: ReviewerFacts; training: TrainingFacts } }
  | { type: 'DismissRiskAlert'; data: { reviewer: ReviewerFacts; training: TrainingFacts } };
