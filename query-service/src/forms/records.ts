// Read records of forms and submissions, as the screens read them (spec 002 §3).
import { roleNames, type Role } from '@practicum/shared/access/roles';
import { maySignNow, type FormRow, type FormViewer, type SubmissionRow } from '@practicum/projections/forms/readModel';
import { decidedStatuses, reviewableStatuses, submissionProgress, type SubmissionStatus } from '@practicum/shared/domain/forms/model';

const roleOption = (keyname: string) => ({ keyname, name: roleNames[keyname as Role] ?? keyname });

/** FORMS-11/12: id, name, submitter_roles [{keyname, name}], vendor, is_multiway, and the builder's settings. */
export const formListRecord = (row: FormRow) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  organization_id: row.organization_id,
  shared: row.organization_id === null,
  assessment_category: row.assessment_category,
  submitter_roles: row.submitter_roles.map(roleOption),
  reviewer_roles: row.reviewer_roles.map(roleOption),
  is_multiway: row.is_multiway,
  vendor: row.vendor,
  version: row.version,
  questions_count: row.questions_count,
  submissions_count: row.submissions_count,
  published: row.published,
  active: row.active,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const formDetailsRecord = (row: FormRow, content: { sections?: unknown[] } | null) => ({
  ...formListRecord(row),
  intro: row.intro,
  instructions: row.instructions,
  submitter_role_keys: row.submitter_roles,
  reviewer_role_keys: row.reviewer_roles,
  sections: content?.sections ?? [],
});

/** What the viewer may do with a submission now (the screens show the actions; the command side decides). */
const actionsFor = (row: SubmissionRow, viewer: FormViewer) => ({
  can_edit: row.state === 'open' && row.submitter_id === viewer.userId,
  can_sign: maySignNow(row, viewer),
  can_review: reviewableStatuses.includes(row.status as SubmissionStatus) && row.reviewer_roles.includes(viewer.role),
  // FORMS-18: a reviewer may withdraw an approval or a denial (→ reverted)
  can_revert: decidedStatuses.includes(row.status as SubmissionStatus) && row.reviewer_roles.includes(viewer.role),
  // FORMS-06: the submitter or a coordinator may email a link for a later role nobody has signed yet
  link_roles: row.is_multiway && (row.submitter_id === viewer.userId || viewer.role === 'coordinator') ? unsignedLaterRoles(row) : [],
});

const unsignedLaterRoles = (row: SubmissionRow) =>
  row.signer_roles
    .slice(1)
    .filter((role) => !row.signatures.some((s) => s.role === role))
    .map(roleOption);

export const submissionRecord = (row: SubmissionRow, viewer: FormViewer) => ({
  id: row.id,
  form_id: row.form_id,
  form: row.form_name,
  form_type: row.form_type,
  form_version: row.form_version,
  assessment_category: row.assessment_category,
  submitter_id: row.submitter_id,
  submitter: row.submitter_name ?? '',
  submitter_role: roleOption(row.submitter_role),
  target_id: row.target_id,
  target: row.target_name,
  placement_id: row.placement_id,
  placement_site: row.placement_site_name ?? null,
  is_multiway: row.is_multiway,
  signer_roles: row.signer_roles.map(roleOption),
  next_role: row.next_role,
  state: row.state,
  progress: submissionProgress({ signed: row.state === 'complete', answered: Object.keys(row.answers ?? {}).length > 0 }),
  status: row.status,
  submitted_at: row.submitted_at,
  signatures: row.signatures.map(({ ip: _ip, ...rest }) => rest),
  links: Object.entries(row.links ?? {}).map(([role, link]) => ({
    role: roleOption(role),
    name: link.name,
    email: link.email,
    expires_at: link.expires_at,
  })),
  review_comments: row.review_comments,
  reviewed_at: row.reviewed_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
  ...actionsFor(row, viewer),
});
