// The forms port of evaluation tasks (spec 001 §3 Form: id, name,
// submitter_roles; §5: assignees' roles must be among the form's submitter
// roles). Forms come in a later issue; the rule reads them through this port so
// it holds as soon as forms exist.
import { roleNames, type Role } from '../../access/roles.js';

export interface TaskForm {
  id: string;
  name: string;
  submitterRoles: readonly string[];
}

export interface FormsPort {
  /** The organization's form by id, or null when there is none. */
  find(formId: string, organizationId: string): Promise<TaskForm | null>;
}

export const formMessages = {
  formRequired: 'The form field is required.',
  formInvalid: 'The selected form is invalid.',
} as const;

const roleName = (role: string): string => roleNames[role as Role] ?? role;

/** "Trainee cannot submit the form “Midterm evaluation”.": names the invalid role and the form. */
export const notASubmitter = (role: string, form: Pick<TaskForm, 'name'>): string =>
  `${roleName(role)} cannot submit the form “${form.name}”.`;
