// Request bodies of forms the coordinator creates (POST /api/forms), for tests that need a form of a known shape.

/** The one required "agree" question of an agreement, in a section titled when `title` is given. */
export interface AgreementTerms {
  title?: string;
  label: string;
}

/** A multiway agreement (FORMS-25): signed by the trainee, then the supervisor, then the coordinator, who reviews it. */
export const multiwayAgreement = (name: string, terms: AgreementTerms = { title: 'Terms', label: 'I agree to the practicum terms' }) => ({
  name,
  type: 'agreement',
  assessment_category: 'none',
  submitter_roles: ['trainee', 'supervisor', 'coordinator'],
  reviewer_roles: ['coordinator'],
  is_multiway: true,
  sections: [{ ...(terms.title ? { title: terms.title } : {}), questions: [{ type: 'agree', label: terms.label, required: true }] }],
});
