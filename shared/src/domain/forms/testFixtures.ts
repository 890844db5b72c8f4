// Form content for the forms deciders' tests.
import type { FormContent, Question } from './model.js';

export const question = (id: string, type: Question['type'], required = true, options: string[] = []): Question => ({
  id,
  type,
  label: id,
  help: '',
  required,
  options,
});

/** A supervisor's evaluation of a trainee, reviewed by faculty, with one single-choice question unless told. */
export const formContent = (overrides: Partial<FormContent> = {}): FormContent => ({
  name: 'Mid-term evaluation',
  type: 'evaluation',
  intro: '',
  instructions: '',
  assessmentCategory: 'trainee',
  submitterRoles: ['supervisor'],
  reviewerRoles: ['faculty'],
  isMultiway: false,
  vendor: null,
  sections: [{ id: 's1', title: 'Skills', questions: [{ ...question('q1', 'single', true, ['Good', 'Poor']), label: 'Rapport' }] }],
  ...overrides,
});
