import { describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import type { FormEvent } from './events.js';
import { evolveForm, formDecider, type FormCommand, type FormScope } from './form.js';
import { formInputSchema } from './model.js';
import { formContent } from './testFixtures.js';

const spec = deciderSpec(formDecider);
const coordinator: FormScope = { organizationId: 'org', admin: false };
const admin: FormScope = { organizationId: null, admin: true };
const input = (overrides: Record<string, unknown> = {}) =>
  parseInput(formInputSchema, {
    name: 'Mid-term evaluation',
    type: 'evaluation',
    assessment_category: 'trainee',
    submitter_roles: ['supervisor'],
    reviewer_roles: ['faculty'],
    sections: [{ title: 'Skills', questions: [{ type: 'single', label: 'Rapport', required: true, options: ['Good', 'Poor'] }] }],
    ...overrides,
  });
const content = formContent;
const created: FormEvent = { type: 'FormCreated', data: { formId: 'f1', organizationId: 'org', content: content(), duplicatedFrom: null } };
const cmd = ({ type, ...rest }: { type: FormCommand['type'] } & Record<string, unknown>, scope = coordinator) =>
  ({ type, data: { ...rest, formId: 'f1', scope } }) as unknown as FormCommand;

describe('a new form (FORMS-11, 13, 14, 19, 39)', () => {
  it("is created in the coordinator's organization with ids for its sections and questions", () => {
    spec.when(cmd({ type: 'CreateForm', input: input() })).then([created]);
  });
  it('is shared by every organization when an admin makes it', () => {
    spec.when(cmd({ type: 'CreateForm', input: input() }, admin)).then([{ ...created, data: { ...created.data, organizationId: null } }]);
  });
  it('needs options for a choice question', () => {
    spec
      .when(cmd({ type: 'CreateForm', input: input({ sections: [{ questions: [{ type: 'multiple', label: 'Areas' }] }] }) }))
      .thenFieldError('sections.0.questions.0.options', 'A choice question needs at least one option.');
  });
  it('FORMS-12 multiway needs an agreement with two signer roles', () => {
    spec
      .when(cmd({ type: 'CreateForm', input: input({ is_multiway: true }) }))
      .thenFieldError('is_multiway', 'Only an agreement can be signed by several parties in turn.');
    spec
      .when(cmd({ type: 'CreateForm', input: input({ type: 'agreement', is_multiway: true, submitter_roles: ['trainee'] }) }))
      .thenFieldError('submitter_roles', 'A multiway agreement needs at least two submitter roles, in signing order.');
  });
  it('refuses a question type outside the eight (FORMS-19)', () => {
    expect(() => input({ sections: [{ questions: [{ type: 'date', label: 'When' }] }] })).toThrow('The selected type is invalid.');
  });
});

describe('changing a form (versions)', () => {
  const published: FormEvent = { type: 'FormPublished', data: { formId: 'f1', version: 1 } };
  const renamedSections = [
    {
      id: 's1',
      title: 'Skills',
      questions: [{ id: 'q1', type: 'single', label: 'Rapport with clients', required: true, options: ['Good', 'Poor'] }],
    },
  ];
  it('keeps version 1 while it was never published', () => {
    const events = formDecider.decide(
      cmd({ type: 'ChangeForm', input: { sections: renamedSections } }),
      [created].reduce(evolveForm, formDecider.initialState()),
      undefined,
    );
    expect(events[0]).toMatchObject({ type: 'FormChanged', data: { version: 1 } });
  });
  it('makes version 2 once version 1 was published; the state keeps both versions', () => {
    const state = [created, published].reduce(evolveForm, formDecider.initialState());
    const events = formDecider.decide(cmd({ type: 'ChangeForm', input: { sections: renamedSections } }), state, undefined);
    expect(events[0]).toMatchObject({ type: 'FormChanged', data: { version: 2 } });
    const after = events.reduce(evolveForm, state);
    expect(after.status === 'exists' && after.form.versions[1]!.sections[0]!.questions[0]!.label).toBe('Rapport');
    expect(after.status === 'exists' && after.form.versions[2]!.sections[0]!.questions[0]!.label).toBe('Rapport with clients');
  });
  it('gives a new question an id no version used', () => {
    const state = [created].reduce(evolveForm, formDecider.initialState());
    const sections = [
      { ...renamedSections[0], questions: [...renamedSections[0]!.questions, { type: 'agree', label: 'I agree', required: true }] },
    ];
    const events = formDecider.decide(
      cmd({ type: 'ChangeForm', input: parseInput(formInputSchema.partial(), { sections }) }),
      state,
      undefined,
    );
    expect(events[0]?.type === 'FormChanged' && events[0].data.content.sections[0]!.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
  });
  it('changes nothing when nothing differs', () => {
    spec
      .given([created])
      .when(cmd({ type: 'ChangeForm', input: { name: 'Mid-term evaluation' } }))
      .then([]);
  });
  it('is 404 to another organization and 403 to a coordinator on a shared form', () => {
    spec
      .given([created])
      .when(cmd({ type: 'ChangeForm', input: { name: 'x' } }, { organizationId: 'other', admin: false }))
      .thenThrows(NotFoundError);
    spec
      .given([{ ...created, data: { ...created.data, organizationId: null } }])
      .when(cmd({ type: 'ChangeForm', input: { name: 'x' } }))
      .thenThrows(ForbiddenError);
  });
});

describe('publish and activate (FORMS-22)', () => {
  it('publishes, then unpublishes; twice the same changes nothing', () => {
    spec
      .given([created])
      .when(cmd({ type: 'SetFormPublished', published: true }))
      .then([{ type: 'FormPublished', data: { formId: 'f1', version: 1 } }]);
    spec
      .given([created, { type: 'FormPublished', data: { formId: 'f1', version: 1 } }])
      .when(cmd({ type: 'SetFormPublished', published: true }))
      .then([]);
    spec
      .given([created, { type: 'FormPublished', data: { formId: 'f1', version: 1 } }])
      .when(cmd({ type: 'SetFormPublished', published: false }))
      .then([{ type: 'FormUnpublished', data: { formId: 'f1' } }]);
  });
  it('refuses to publish a form without questions', () => {
    const empty = { ...created, data: { ...created.data, content: content({ sections: [] }) } } as FormEvent;
    spec
      .given([empty])
      .when(cmd({ type: 'SetFormPublished', published: true }))
      .thenFieldError('published', 'A form needs at least one question before it is published.');
  });
  it('deactivates and activates', () => {
    spec
      .given([created])
      .when(cmd({ type: 'SetFormActive', active: false }))
      .then([{ type: 'FormDeactivated', data: { formId: 'f1' } }]);
    spec
      .given([created, { type: 'FormDeactivated', data: { formId: 'f1' } }])
      .when(cmd({ type: 'SetFormActive', active: true }))
      .then([{ type: 'FormActivated', data: { formId: 'f1' } }]);
  });
});
