// The forms calls (issue 14 §8): the builder's commands, submissions, reviews,
// and the reads the screens make outside react-admin's list protocol.
import { targetRoleOf, type AssessmentCategory, type FormType, type QuestionType } from '@practicum/shared/domain/forms/model';
import { httpClient } from '../dataProvider';

export interface QuestionRecord {
  id?: string;
  type: QuestionType;
  label: string;
  help?: string;
  required: boolean;
  options: string[];
}
export interface SectionRecord {
  id?: string;
  title: string;
  questions: QuestionRecord[];
}
export interface RoleOption {
  keyname: string;
  name: string;
}
export interface FormRecord {
  id: string;
  name: string;
  type: FormType;
  organization_id: string | null;
  shared: boolean;
  intro: string;
  instructions: string;
  assessment_category: AssessmentCategory;
  submitter_roles: RoleOption[];
  reviewer_roles: RoleOption[];
  submitter_role_keys: string[];
  reviewer_role_keys: string[];
  is_multiway: boolean;
  vendor: string | null;
  version: number;
  published: boolean;
  active: boolean;
  questions_count: number;
  submissions_count: number;
  sections: SectionRecord[];
}
/** What the builder sends (snake_case, as POST/PUT /api/forms read it). */
export interface FormPayload {
  name: string;
  type: FormType;
  intro: string;
  instructions: string;
  assessment_category: AssessmentCategory;
  submitter_roles: string[];
  reviewer_roles: string[];
  is_multiway: boolean;
  /** FORMS-38: the outside vendor hosting the form (null: filled in the app). */
  vendor: string | null;
  sections: SectionRecord[];
}
export type AnswerValue = string | number | boolean | string[] | null;
export interface SubmissionRecord {
  id: string;
  /** The site of the placement the submission is for, if any. */
  placement_site?: string | null;
  form_id: string;
  form: string;
  form_type: FormType;
  form_version: number;
  assessment_category: AssessmentCategory;
  submitter: string;
  submitter_id: string;
  target_id: string | null;
  target: string | null;
  is_multiway: boolean;
  signer_roles: RoleOption[];
  next_role: string | null;
  state: 'open' | 'complete';
  /** FORMS-17: open, progress (answers saved), submitted (signed). */
  progress: 'open' | 'progress' | 'submitted';
  status: string | null;
  submitted_at: string | null;
  signatures: { user_id: string; role: string; signature: string; signed_at: string }[];
  review_comments: string | null;
  can_edit: boolean;
  can_sign: boolean;
  can_review: boolean;
  can_revert: boolean;
  link_roles: RoleOption[];
  links: { role: RoleOption; name: string; email: string; expires_at: string }[];
  answers: Record<string, AnswerValue>;
  intro: string;
  instructions: string;
  sections: SectionRecord[];
}
export interface EvaluationItem {
  id: string;
  form_id: string;
  form: string;
  submitted_at: string | null;
  submitter: string;
  target: string | null;
  status: string | null;
}
export interface Evaluations {
  training: { id: string; start_at: string; end_at: string } | null;
  submitted_forms_by: EvaluationItem[];
  submitted_forms_for: EvaluationItem[];
}
export interface PickerUser {
  id: string;
  name: string;
  position_id: string;
  role_keyname: string;
}

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });
const call = async <T>(url: string, method: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method, ...(body === undefined ? {} : json(body)) })).json as T;
const formUrl = (id: string) => `/api/forms/${encodeURIComponent(id)}`;
const submissionUrl = (id: string) => `/api/submitted-forms/${encodeURIComponent(id)}`;
/** The first thousand of a list, sorted by one field: a picker's choices. */
const allBy = (field: string) => `sort=${encodeURIComponent(JSON.stringify([field, 'ASC']))}&range=${encodeURIComponent('[0,999]')}`;

export const formsApi = {
  form: (id: string) => call<FormRecord>(formUrl(id), 'GET'),
  create: (payload: FormPayload) => call<FormRecord>('/api/forms', 'POST', payload),
  update: (id: string, payload: Partial<FormPayload>) => call<FormRecord>(formUrl(id), 'PUT', payload),
  duplicate: (id: string) => call<FormRecord>(`${formUrl(id)}/duplicate`, 'POST', {}),
  publish: (id: string, published: boolean) => call<FormRecord>(`${formUrl(id)}/publish`, 'PATCH', { published }),
  activate: (id: string, active: boolean) => call<FormRecord>(`${formUrl(id)}/active`, 'PATCH', { active }),
  submission: (id: string) => call<SubmissionRecord>(submissionUrl(id), 'GET'),
  start: (body: {
    form_id: string;
    target_id: string | null;
    placement_id: string | null;
    task_id: string | null;
    signers?: Record<string, string>;
  }) => call<{ id: string }>('/api/submitted-forms', 'POST', body),
  save: (id: string, answers: Record<string, AnswerValue>, target_id?: string | null) =>
    call<{ id: string }>(submissionUrl(id), 'PUT', { answers, ...(target_id !== undefined ? { target_id } : {}) }),
  submit: (id: string, signature: string, answers?: Record<string, AnswerValue>) =>
    call<{ id: string }>(`${submissionUrl(id)}/submit`, 'POST', { signature, ...(answers ? { answers } : {}) }),
  vendorSubmitUrl: (id: string, placement_id: string | null) =>
    call<{ url: string }>(`${formUrl(id)}/vendor-submit-url`, 'POST', { placement_id }),
  sendLink: (id: string, body: { role: string; name: string; email: string }) =>
    call<{ id: string }>(`${submissionUrl(id)}/links`, 'POST', body),
  review: (id: string, status: 'approved' | 'denied' | 'reverted', comments: string) =>
    call<{ id: string }>(`${submissionUrl(id)}/status`, 'PATCH', { status, comments }),
  evaluations: (userId: string, trainingId?: string | null) =>
    call<Evaluations>(
      `/api/evaluations/user/${encodeURIComponent(userId)}${trainingId ? `?training_id=${encodeURIComponent(trainingId)}` : ''}`,
      'GET',
    ),
  targets: (role: string | null) =>
    call<PickerUser[]>(`/api/organization/available-users${role ? `?roles=${encodeURIComponent(role)}` : ''}`, 'GET'),
  /** What a submission may assess: the sites or clients the viewer reads for those categories, else the members with the role. */
  assessed: async (category: AssessmentCategory): Promise<{ id: string; name: string }[]> => {
    if (category === 'supervision_site') return call<{ id: string; name: string }[]>(`/api/supervision-sites?${allBy('name')}`, 'GET');
    if (category === 'client')
      return (await call<{ id: string; code: string }[]>(`/api/clients?${allBy('code')}`, 'GET')).map((c) => ({ id: c.id, name: c.code }));
    // a supervisor is offered only the trainees they supervise, as the server accepts (others: the whole organization)
    const role = targetRoleOf[category] ?? null;
    return call<PickerUser[]>(`/api/organization/available-users?supervised=1${role ? `&roles=${encodeURIComponent(role)}` : ''}`, 'GET');
  },
};

/** The field errors and message of a refused call (422/409/403), for the screens to show. */
export const refusalOf = (error: unknown): { message: string; errors: Record<string, string> } => {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  return { message: body?.message ?? (error instanceof Error ? error.message : String(error)), errors: body?.errors ?? {} };
};

export const formPaths = {
  list: '/forms',
  details: (id: string) => `/forms/${id}`,
  settings: (id: string) => `/admin/forms/settings/${id}`,
  submitted: (id: string) => `/forms/submitted/${id}`,
  pdf: (id: string) => `/api/submitted-forms/${encodeURIComponent(id)}/pdf`,
  trainingForms: '/forms/training-forms',
  overview: '/forms/training-forms/overview',
};
