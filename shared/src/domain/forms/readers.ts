// Who reads a submission (FORMS-36, FORMS-25, TRAIN-56): one rule for the query service's reads
// (projections/src/forms/readModel.ts submissionsVisibleTo, its SQL) and the command side's refusals (a member who
// does not read a submission is told 404 when they act on it, as when they read it). The role lists live here
// once; the SQL follows this function clause by clause.
import type { Viewer } from '../decider.js';
import type { SubmissionData } from './submission.js';

/** Roles that read every single-signer submission of their organization once complete (the evaluations overview). */
export const submissionOverseers: readonly string[] = ['coordinator', 'faculty'];

/**
 * What a reviewer role reaches of its organization's complete submissions: coordinators and faculty all of them
 * (the evaluations overview, reviews); a supervisor those of the placements they supervise and of those placements'
 * trainees (as submitter or target), a trainee those of their own placements: no more than the placements they read
 * (PLACE-20, shared/src/domain/placements/parties.ts).
 */
export const reviewReach = (viewer: Pick<Viewer, 'role'>): 'organization' | 'placements' =>
  viewer.role === 'supervisor' || viewer.role === 'trainee' ? 'placements' : 'organization';

/** What the submission's stream does not hold: its form's reviewer roles now, and whether a placement of the viewer's covers it. */
export interface SubmissionReadFacts {
  reviewerRoles: readonly string[];
  /** Whether one of the viewer's placements covers the submission (projections' `reviewedPlacements`); asked only where reviewReach is 'placements'. */
  placementReached: boolean;
}

/**
 * Whether the viewer reads the submission: an admin all; within the organization, the submitter their own (drafts
 * too); once complete, the target, the form's reviewer roles as far as reviewReach goes, the overseers every
 * single-signer one, and a multiway agreement's parties: who signed it, who is named to sign, whoever may sign the
 * turn due now (the named signer, else the role's members), and the organization's coordinators (they send its
 * signing links).
 */
export function readsSubmission(
  submission: Pick<
    SubmissionData,
    'organizationId' | 'submitterUserId' | 'targetId' | 'isMultiway' | 'signatures' | 'signers' | 'nextRole'
  >,
  complete: boolean,
  viewer: Viewer,
  facts: SubmissionReadFacts,
): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.userId === null || viewer.role === null || submission.organizationId !== viewer.organizationId) return false;
  const { userId, role } = viewer;
  if (submission.submitterUserId === userId) return true;
  if (!complete) return false;
  if (submission.targetId === userId) return true;
  if (facts.reviewerRoles.includes(role) && (reviewReach(viewer) === 'organization' || facts.placementReached)) return true;
  if (!submission.isMultiway) return submissionOverseers.includes(role);
  const next = submission.nextRole;
  return (
    submission.signatures.some((s) => s.userId === userId) ||
    Object.values(submission.signers).some((named) => named.userId === userId) ||
    (next !== null && next === role && submission.signers[next] === undefined) ||
    role === 'coordinator'
  );
}
