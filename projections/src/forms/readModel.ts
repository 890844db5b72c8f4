// The forms read model's contract (ARCHITECTURE 4.1): its tables and the
// queries the query service runs on them, scoped by organization and role in SQL.
import { reviewReach, submissionOverseers } from '@practicum/shared/domain/forms/readers';
import type { Knex } from 'knex';
import { usersReadModel } from '../identity/readModel.js';
import { placementsReadModel } from '../placements/readModel.js';
import { sitesReadModel } from '../sites/readModel.js';
import { NOBODY } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';

export const formsReadModel = defineReadModel({
  projections: ['forms'],
  tables: { forms: 'forms', versions: 'form_versions', submissions: 'submitted_forms' },
});
export const formTables = formsReadModel.tables;
const users = usersReadModel.tables.users;
const placements = placementsReadModel.tables.placements;

/** Who reads: the session's position. */
export interface FormViewer {
  userId: string;
  role: string;
  organizationId: string | null;
}
const isAdmin = (v: FormViewer) => v.role === 'admin';
export const managesForms = (v: FormViewer) => v.role === 'admin' || v.role === 'coordinator';

export interface FormRow {
  id: string;
  organization_id: string | null;
  name: string;
  type: string;
  intro: string;
  instructions: string;
  assessment_category: string;
  submitter_roles: string[];
  reviewer_roles: string[];
  is_multiway: boolean;
  vendor: string | null;
  version: number;
  questions_count: number;
  published: boolean;
  active: boolean;
  duplicated_from: string | null;
  created_at: Date;
  updated_at: Date;
  submissions_count: number;
}

/**
 * Forms a viewer may read: an admin every form; others their organization's and the shared ones. Only
 * managers see unpublished or deactivated forms; everyone else sees what they could fill in. Each form's
 * `submissions_count` counts its complete submissions that the viewer may read (submissionsVisibleTo): a supervisor's
 * is what their submissions list shows, not the organization's.
 */
export function formsVisibleTo(knex: Knex, viewer: FormViewer): Knex.QueryBuilder {
  const counts = submissionsVisibleTo(knex, viewer)
    .clearSelect()
    .where('s.state', 'complete')
    .groupBy('s.form_id')
    .select('s.form_id', knex.raw('count(*)::int AS n'));
  const query = knex(`${formTables.forms} as f`)
    .leftJoin(counts.as('visible_submissions'), 'visible_submissions.form_id', 'f.id')
    .select('f.*', knex.raw('coalesce(visible_submissions.n, 0) AS submissions_count'));
  if (!isAdmin(viewer)) query.where((w) => w.where('f.organization_id', viewer.organizationId).orWhereNull('f.organization_id'));
  if (!managesForms(viewer) && viewer.role !== 'faculty') query.where({ 'f.published': true, 'f.active': true });
  return query;
}

export const formVersionContent = async (knex: Knex, formId: string, version: number): Promise<unknown> =>
  (await knex(formTables.versions).where({ form_id: formId, version }).first<{ content: unknown } | undefined>('content'))?.content ?? null;

export interface SubmissionRow {
  id: string;
  form_id: string;
  form_version: number;
  form_name: string;
  form_type: string;
  organization_id: string;
  submitter_id: string;
  submitter_name: string | null;
  submitter_role: string;
  target_id: string | null;
  target_name: string | null;
  placement_id: string | null;
  /** The name of the site of the placement it is for (joined). */
  placement_site_name?: string | null;
  signer_roles: string[];
  /** A multiway agreement's later signers named at the start: role → user. */
  signers: Record<string, string>;
  is_multiway: boolean;
  next_role: string | null;
  answers: Record<string, unknown>;
  signatures: { user_id: string | null; role: string; signature: string; ip: string | null; signed_at: string }[];
  /** The latest emailed link per role (FORMS-06). */
  links: Record<string, { link_id: string; name: string; email: string; expires_at: string }>;
  vendor_reference: string | null;
  state: 'open' | 'complete';
  status: string | null;
  submitted_at: Date | null;
  reviewer_id: string | null;
  review_comments: string | null;
  reviewed_at: Date | null;
  reviewer_roles: string[];
  assessment_category: string;
  created_at: Date;
  updated_at: Date;
}

type SqlValue = Knex.Ref<string, Record<string, string>> | string | null;

/** The viewer's placements a submission belongs to (its columns as refs in SQL, or its values on the command side). */
export function reviewedPlacements(
  knex: Knex,
  viewer: Pick<FormViewer, 'userId' | 'role'>,
  submission: { organizationId: SqlValue; placementId: SqlValue; submitterId: SqlValue; targetId: SqlValue },
): Knex.QueryBuilder {
  const query = knex({ rp: placements }).select(knex.raw('1')).where('rp.organization_id', submission.organizationId);
  if (viewer.role !== 'supervisor') return query.where('rp.trainee_id', viewer.userId).where('rp.id', submission.placementId ?? NOBODY);
  return query.where('rp.supervisor_id', viewer.userId).where((of) =>
    of
      .where('rp.id', submission.placementId ?? NOBODY)
      .orWhere('rp.trainee_id', submission.submitterId ?? NOBODY)
      .orWhere('rp.trainee_id', submission.targetId ?? NOBODY),
  );
}
/**
 * Submissions a viewer may read (FORMS-36, TRAIN-56): `readsSubmission` (shared/src/domain/forms/readers.ts) in SQL,
 * clause by clause, the rule the command side answers its refusals by. The submitter's own (drafts too); once
 * complete, the target's and the configured reviewers' as far as their role reaches (reviewReach). An evaluation also
 * the organization's coordinators and faculty (the evaluations overview); a multiway agreement only its parties: who
 * signed it, who is named to sign, whoever may sign the turn due now (the named signer, else the role's members), and
 * the organization's coordinators (they send its signing links). An admin reads all.
 */
export function submissionsVisibleTo(knex: Knex, viewer: FormViewer): Knex.QueryBuilder {
  const query = knex(`${formTables.submissions} as s`)
    .join(`${formTables.forms} as f`, 'f.id', 's.form_id')
    .leftJoin(`${users} as su`, 'su.id', 's.submitter_id')
    .leftJoin(`${users} as tu`, 'tu.id', 's.target_id')
    // the placement a submission is for, by its site's name ("Your submissions" on the form's start)
    .leftJoin(`${placements} as sp`, 'sp.id', 's.placement_id')
    .leftJoin(`${sitesReadModel.tables.sites} as ss`, 'ss.id', 'sp.site_id')
    .select(
      's.*',
      'su.name as submitter_name',
      'tu.name as target_name',
      'f.reviewer_roles',
      'f.assessment_category',
      'ss.name as placement_site_name',
    );
  if (isAdmin(viewer)) return query;
  return query.where('s.organization_id', viewer.organizationId).where((w) =>
    w.where('s.submitter_id', viewer.userId).orWhere((complete) =>
      complete.where('s.state', 'complete').where((who) => {
        who.where('s.target_id', viewer.userId).orWhere((review) => {
          review.whereRaw('? = ANY(f.reviewer_roles)', [viewer.role]);
          if (reviewReach(viewer) === 'placements')
            review.whereExists(
              reviewedPlacements(knex, viewer, {
                organizationId: knex.ref('s.organization_id'),
                placementId: knex.ref('s.placement_id'),
                submitterId: knex.ref('s.submitter_id'),
                targetId: knex.ref('s.target_id'),
              }),
            );
        });
        if (submissionOverseers.includes(viewer.role)) who.orWhere('s.is_multiway', false);
        who.orWhere((multiway) =>
          multiway.where('s.is_multiway', true).where((party) => {
            party
              .whereRaw(`s.signatures @> jsonb_build_array(jsonb_build_object('user_id', ?::text))`, [viewer.userId])
              .orWhereRaw(`EXISTS (SELECT 1 FROM jsonb_each_text(s.signers) named WHERE named.value = ?)`, [viewer.userId])
              .orWhereRaw(`s.next_role = ? AND s.signers -> s.next_role IS NULL`, [viewer.role]);
            if (viewer.role === 'coordinator') party.orWhereRaw('true');
          }),
        );
      }),
    ),
  );
}

/** Whether the viewer may sign now: the submitter a draft; a later signer of a multiway agreement their due turn. */
export const maySignNow = (row: Pick<SubmissionRow, 'state' | 'submitter_id' | 'next_role' | 'signers'>, viewer: FormViewer): boolean => {
  if (row.state === 'open') return row.submitter_id === viewer.userId;
  if (row.next_role === null || row.next_role !== viewer.role) return false;
  const named = row.signers[row.next_role];
  return named === undefined || named === viewer.userId;
};
