// The form decider (FORMS-11..14, 19, 22, 37, 39): create, change, duplicate,
// publish/unpublish, activate/deactivate. Questions are versioned: once a
// version has been live (published), a change makes the next version, and
// submissions keep the version they answered. One stream per form.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors.js';
import { assertNever, sameValue, type Decider } from '../decider.js';
import type { FormEvent } from './events.js';
import { formMessages } from './messages.js';
import { choiceTypes, type FormContent, type FormInput, type FormUpdate, type Question, type Section } from './model.js';

export interface FormData {
  id: string;
  organizationId: string | null;
  content: FormContent;
  version: number;
  /** The current version has been published (answered, perhaps): changing it makes a new version. */
  versionLive: boolean;
  versions: Record<number, FormContent>;
  published: boolean;
  active: boolean;
}
export type FormState = { status: 'none' } | { status: 'exists'; form: FormData };

/** Who acts: a coordinator on the organization's forms, an admin on every form (shared ones have no organization). */
export interface FormScope {
  organizationId: string | null;
  admin: boolean;
}

export type FormCommand =
  | { type: 'CreateForm'; data: { formId: string; scope: FormScope; input: FormInput; duplicatedFrom?: string } }
  | { type: 'ChangeForm'; data: { formId: string; scope: FormScope; input: FormUpdate } }
  | { type: 'SetFormPublished'; data: { formId: string; scope: FormScope; published: boolean } }
  | { type: 'SetFormActive'; data: { formId: string; scope: FormScope; active: boolean } };

export function evolveForm(state: FormState, event: FormEvent): FormState {
  if (event.type === 'FormCreated') {
    const { formId: id, organizationId, content } = event.data;
    return {
      status: 'exists',
      form: { id, organizationId, content, version: 1, versionLive: false, versions: { 1: content }, published: false, active: true },
    };
  }
  if (state.status !== 'exists') return state;
  const form = state.form;
  switch (event.type) {
    case 'FormChanged': {
      const { content, version } = event.data;
      const versionLive = version === form.version ? form.versionLive : form.published;
      return { status: 'exists', form: { ...form, content, version, versionLive, versions: { ...form.versions, [version]: content } } };
    }
    case 'FormPublished':
      return { status: 'exists', form: { ...form, published: true, versionLive: true } };
    case 'FormUnpublished':
      return { status: 'exists', form: { ...form, published: false } };
    case 'FormActivated':
    case 'FormDeactivated':
      return { status: 'exists', form: { ...form, active: event.type === 'FormActivated' } };
    default:
      return assertNever(event);
  }
}

/** The form as the scope may read it: its organization's and the shared ones; others do not exist. */
export function readableForm(state: FormState, scope: FormScope): FormData {
  if (state.status !== 'exists') throw new NotFoundError();
  const form = state.form;
  if (!scope.admin && form.organizationId !== null && form.organizationId !== scope.organizationId) throw new NotFoundError();
  return form;
}

/** Shared forms are the admins' to change; an organization's forms its coordinators' (and admins'). */
function managedForm(state: FormState, scope: FormScope): FormData {
  const form = readableForm(state, scope);
  if (!scope.admin && form.organizationId === null) throw new ForbiddenError();
  return form;
}

/** Gives every new section and question an id no version of the form used: answers are keyed by them. */
function withIds(sections: FormInput['sections'], used: Set<string>): Section[] {
  const fresh = (prefix: string) => {
    let n = 1;
    while (used.has(`${prefix}${n}`)) n++;
    used.add(`${prefix}${n}`);
    return `${prefix}${n}`;
  };
  const seen = new Set<string>();
  const keep = (id: string | undefined, prefix: string) => {
    if (id && !seen.has(id)) {
      seen.add(id);
      used.add(id);
      return id;
    }
    return fresh(prefix);
  };
  return sections.map((s) => ({
    id: keep(s.id, 's'),
    title: s.title,
    questions: s.questions.map((q): Question => ({
      id: keep(q.id, 'q'),
      type: q.type,
      label: q.label,
      help: q.help,
      required: q.required,
      options: choiceTypes.includes(q.type) ? q.options : [],
    })),
  }));
}

function usedIds(form: FormData | null): Set<string> {
  const ids = new Set<string>();
  for (const content of Object.values(form?.versions ?? {}))
    for (const s of content.sections) {
      ids.add(s.id);
      for (const q of s.questions) ids.add(q.id);
    }
  return ids;
}

export function validatedContent(input: FormInput, current: FormData | null): FormContent {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  input.sections.forEach((s, i) =>
    s.questions.forEach((q, j) => {
      if (choiceTypes.includes(q.type) && q.options.length === 0) add(`sections.${i}.questions.${j}.options`, formMessages.choicesNeeded);
    }),
  );
  if (input.is_multiway && input.type !== 'agreement') add('is_multiway', formMessages.multiwayAgreementOnly);
  else if (input.is_multiway && input.submitter_roles.length < 2) add('submitter_roles', formMessages.signersNeeded);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    name: input.name,
    type: input.type,
    intro: input.intro,
    instructions: input.instructions,
    assessmentCategory: input.assessment_category,
    submitterRoles: [...new Set(input.submitter_roles)],
    reviewerRoles: [...new Set(input.reviewer_roles)],
    isMultiway: input.is_multiway,
    vendor: input.vendor || null,
    sections: withIds(input.sections, usedIds(current)),
  };
}

/** A form's content as the builder sends it back (the input of a change or a duplicate). */
export const formInputOf = (content: FormContent): FormInput => ({
  name: content.name,
  type: content.type,
  intro: content.intro,
  instructions: content.instructions,
  assessment_category: content.assessmentCategory,
  submitter_roles: content.submitterRoles as FormInput['submitter_roles'],
  reviewer_roles: content.reviewerRoles as FormInput['reviewer_roles'],
  is_multiway: content.isMultiway,
  vendor: content.vendor,
  sections: content.sections.map((s) => ({ ...s, questions: s.questions.map((q) => ({ ...q })) })),
});

const questionCount = (content: FormContent) => content.sections.reduce((n, s) => n + s.questions.length, 0);

export function decideForm(command: FormCommand, state: FormState): FormEvent[] {
  const { formId, scope } = command.data;
  switch (command.type) {
    case 'CreateForm': {
      if (state.status !== 'none') throw new ConflictError('This form already exists.');
      const content = validatedContent(command.data.input, null);
      // admins make shared forms; a coordinator's forms belong to the organization
      const organizationId = scope.admin ? null : scope.organizationId;
      if (!scope.admin && !organizationId) throw new ForbiddenError();
      return [{ type: 'FormCreated', data: { formId, organizationId, content, duplicatedFrom: command.data.duplicatedFrom ?? null } }];
    }
    case 'ChangeForm': {
      const form = managedForm(state, scope);
      const merged = {
        ...formInputOf(form.content),
        ...Object.fromEntries(Object.entries(command.data.input).filter(([, v]) => v !== undefined)),
      };
      const content = validatedContent(merged, form);
      if (sameValue(content, form.content)) return [];
      return [{ type: 'FormChanged', data: { formId, content, version: form.versionLive ? form.version + 1 : form.version } }];
    }
    case 'SetFormPublished': {
      const form = managedForm(state, scope);
      if (form.published === command.data.published) return [];
      if (command.data.published && questionCount(form.content) === 0) throw new ValidationError({ published: [formMessages.noQuestions] });
      return [
        command.data.published
          ? { type: 'FormPublished', data: { formId, version: form.version } }
          : { type: 'FormUnpublished', data: { formId } },
      ];
    }
    case 'SetFormActive': {
      const form = managedForm(state, scope);
      if (form.active === command.data.active) return [];
      return [{ type: command.data.active ? 'FormActivated' : 'FormDeactivated', data: { formId } }];
    }
    default:
      return assertNever(command);
  }
}

export const formDecider: Decider<FormState, FormCommand, FormEvent, unknown> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveForm,
  decide: (command, state) => decideForm(command, state),
};
