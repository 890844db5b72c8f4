// The records the forms calls answer with (snake_case, as the screens read them).
import type { FormData } from './form.js';
import type { FormContent } from './model.js';
import type { SubmissionData } from './submission.js';

export const contentRecord = (c: FormContent) => ({
  name: c.name,
  type: c.type,
  intro: c.intro,
  instructions: c.instructions,
  assessment_category: c.assessmentCategory,
  submitter_roles: c.submitterRoles,
  reviewer_roles: c.reviewerRoles,
  is_multiway: c.isMultiway,
  vendor: c.vendor,
  sections: c.sections,
});

export const formRecord = (form: FormData) => ({
  id: form.id,
  organization_id: form.organizationId,
  ...contentRecord(form.content),
  version: form.version,
  published: form.published,
  active: form.active,
});

export const submissionRecord = (s: SubmissionData, state: 'open' | 'complete') => ({
  id: s.id,
  form_id: s.formId,
  form_version: s.formVersion,
  state,
  status: s.status,
  target_id: s.targetId,
  answers: s.answers,
  next_role: s.nextRole,
  signatures: s.signatures.map((x) => ({ user_id: x.userId, role: x.role, signature: x.signature, signed_at: x.signedAt })),
});
