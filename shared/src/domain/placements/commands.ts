// Placement commands and their input schemas (spec 002 §4-§7, PLACE-14 … 26).
// The request carries the facts the route read (the training, the site): the
// decider checks them without I/O, so its refusals are exact and tested.
import { z } from 'zod';
import { int, isoDate, text } from '../bounds.js';
import type { PlacementParties, PlacementRequirement, AgreementProgress } from './events.js';
import { normalizeDecision, placementDecisions, type PlacementDecision } from './statuses.js';

export const placementBounds = { comment: 2000, batchIds: 1000, minutesPerDay: 24 * 60 } as const;

export const placementMessages = {
  duplicate: 'You have already applied for a placement at this site for this training.',
  invalidTraining: 'The selected training is invalid.',
  invalidSite: 'The selected supervision site is invalid.',
  notAccepting: 'This site is not accepting trainees.',
  invalidSupervisor: 'The selected supervisor is invalid.',
  sampleSupervisor: 'Sample supervisors only go to sample trainees.',
  cannotRequest: 'Only trainees and coordinators can request placements.',
  notTheSupervisor: "Only the placement's supervisor can join it.",
  supervisorMustJoin: 'The supervisor must join before this placement is decided.',
  agreementsUnsigned: "The placement's agreements must all be signed before it is approved.",
  insuranceRequired: 'The trainee has no current liability insurance covering this placement.',
  archived: 'Unarchive this placement before deciding it.',
  coordinatorsOnly: 'Only coordinators can do this.',
  notYourPlacement: 'Only the trainee of this placement can log time on site.',
  notApproved: 'Time on site can be logged on an approved placement only.',
  outsideTraining: "The date must be within the placement's training.",
  unknownAgreement: 'This agreement is not required by the placement.',
} as const;

const id = z.uuid();

export const requestPlacementSchema = z.object({
  training_id: id,
  supervision_site_id: id,
  supervisor_id: id,
  is_campus: z.boolean().default(false),
  comment: text(placementBounds.comment).default(''),
  /** A coordinator requests for a trainee; a trainee for themselves (the field is ignored). */
  trainee_id: id.optional(),
});
export type RequestPlacementInput = z.infer<typeof requestPlacementSchema>;

const decisionField = z.preprocess(normalizeDecision, z.enum(placementDecisions));
export const placementStatusSchema = z.object({ status: decisionField });
export const placementBatchSchema = z.object({
  ids: z.array(id).min(1).max(placementBounds.batchIds),
  status: decisionField,
});
/** The toggles take an explicit value, or flip without a body. */
export const placementArchiveSchema = z.object({ archived: z.boolean().optional() });
export const placementRecurringSchema = z.object({ recurring: z.boolean().optional() });
export const timeOnSiteSchema = z.object({ date: isoDate, minutes: int(0, placementBounds.minutesPerDay) });

/** What the route read about the training and the site at request time. */
export interface PlacementRequestFacts {
  training: { organizationId: string; traineeUserId: string; startAt: string; endAt: string } | null;
  site: { organizationId: string; approved: boolean; published: boolean; acceptingTrainees: boolean; supervisorIds: string[] } | null;
  /** Sample accounts (002 §5), from the trainee's and the supervisor's user streams. */
  samples: { trainee: boolean; supervisor: boolean };
}

export type PlacementCommand =
  | {
      type: 'RequestPlacement';
      data: PlacementParties & {
        placementId: string;
        comment: string;
        requirements: PlacementRequirement[];
        facts: PlacementRequestFacts;
      };
    }
  | { type: 'JoinPlacement'; data: { placementId: string } }
  | {
      type: 'RecordAgreementProgress';
      data: { placementId: string; formId: string; submissionId: string; progress: Exclude<AgreementProgress, 'pending'> };
    }
  | { type: 'DecidePlacement'; data: { placementId: string; decision: PlacementDecision } }
  | { type: 'SetPlacementArchived'; data: { placementId: string; archived?: boolean | undefined } }
  | { type: 'SetPlacementRecurring'; data: { placementId: string; recurring?: boolean | undefined } }
  | {
      type: 'LogTimeOnSite';
      data: {
        placementId: string;
        date: string;
        minutes: number;
        trainingDates: { startAt: string; endAt: string } | null;
        /** The trainee's profile zone: where "today" is for the days they log (null: UTC). */
        timeZone: string | null;
      };
    };

/** Who acts: a member of an organization in a role, or the system (jobs, the agreements reactor) when null. */
export interface PlacementActor {
  userId: string;
  role: string | null;
  organizationId: string | null;
}
