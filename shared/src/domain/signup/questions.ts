// The survey catalogue (SIGNUP-35, 36; 002 §7 signup questions): every role's questions on one
// stream, small and read whole, so create-account checks answers against exactly the questions
// that were live when it decided.
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import type { QuestionInput, QuestionValue, SignupRole, SurveyQuestion } from './survey.js';

export const SIGNUP_QUESTIONS_STREAM = 'signupQuestions-catalog';

export type SignupQuestionAdded = DomainEvent<'SignupQuestionAdded', { questionId: string; question: QuestionInput }>;
export type SignupQuestionChanged = DomainEvent<'SignupQuestionChanged', { questionId: string; question: QuestionInput }>;
export type SignupQuestionRemoved = DomainEvent<'SignupQuestionRemoved', { questionId: string }>;
export type SignupQuestionValueAdded = DomainEvent<'SignupQuestionValueAdded', { questionId: string; value: QuestionValue }>;
export type SignupQuestionValueChanged = DomainEvent<'SignupQuestionValueChanged', { questionId: string; value: QuestionValue }>;
export type SignupQuestionValueRemoved = DomainEvent<'SignupQuestionValueRemoved', { questionId: string; valueId: string }>;
export type SignupQuestionEvent =
  | SignupQuestionAdded
  | SignupQuestionChanged
  | SignupQuestionRemoved
  | SignupQuestionValueAdded
  | SignupQuestionValueChanged
  | SignupQuestionValueRemoved;
export const signupQuestionEventTypes = eventTypesOf<SignupQuestionEvent>()(
  'SignupQuestionAdded',
  'SignupQuestionChanged',
  'SignupQuestionRemoved',
  'SignupQuestionValueAdded',
  'SignupQuestionValueChanged',
  'SignupQuestionValueRemoved',
);

export type SignupQuestionCommand =
  | { type: 'AddSignupQuestion'; data: { questionId: string; question: QuestionInput } }
  | { type: 'ChangeSignupQuestion'; data: { questionId: string; question: QuestionInput } }
  | { type: 'RemoveSignupQuestion'; data: { questionId: string } }
  | { type: 'AddSignupQuestionValue'; data: { questionId: string; value: QuestionValue } }
  | { type: 'ChangeSignupQuestionValue'; data: { questionId: string; value: QuestionValue } }
  | { type: 'RemoveSignupQuestionValue'; data: { questionId: string; valueId: string } };

export type SignupQuestionState = { questions: SurveyQuestion[] };

const toQuestion = (questionId: string, input: QuestionInput, values: QuestionValue[] = []): SurveyQuestion => ({
  id: questionId,
  role: input.role,
  section: input.section,
  body: input.body,
  required: input.required,
  ordering: input.ordering,
  fieldtype: { name: input.fieldtype },
  values,
});

const withQuestion = (state: SignupQuestionState, questionId: string, change: (q: SurveyQuestion) => SurveyQuestion) => ({
  questions: state.questions.map((q) => (q.id === questionId ? change(q) : q)),
});

function evolve(state: SignupQuestionState, event: SignupQuestionEvent): SignupQuestionState {
  const { questionId } = event.data;
  switch (event.type) {
    case 'SignupQuestionAdded':
      return { questions: [...state.questions, toQuestion(questionId, event.data.question)] };
    case 'SignupQuestionChanged':
      return withQuestion(state, questionId, (q) => toQuestion(questionId, event.data.question, q.values));
    case 'SignupQuestionRemoved':
      return { questions: state.questions.filter((q) => q.id !== questionId) };
    case 'SignupQuestionValueAdded':
      return withQuestion(state, questionId, (q) => ({ ...q, values: [...q.values, event.data.value] }));
    case 'SignupQuestionValueChanged':
      return withQuestion(state, questionId, (q) => ({
        ...q,
        values: q.values.map((v) => (v.id === event.data.value.id ? event.data.value : v)),
      }));
    case 'SignupQuestionValueRemoved':
      return withQuestion(state, questionId, (q) => ({ ...q, values: q.values.filter((v) => v.id !== event.data.valueId) }));
    default:
      return assertNever(event);
  }
}

const findQuestion = (state: SignupQuestionState, questionId: string): SurveyQuestion => {
  const question = state.questions.find((q) => q.id === questionId);
  if (!question) throw new NotFoundError();
  return question;
};
const hasChoices = (question: { fieldtype: { name: string } }) => ['single', 'multiple'].includes(question.fieldtype.name);

export const signupQuestionDecider: Decider<SignupQuestionState, SignupQuestionCommand, SignupQuestionEvent> = {
  initialState: () => ({ questions: [] }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'AddSignupQuestion':
        if (state.questions.some((q) => q.id === command.data.questionId)) return [];
        return [{ type: 'SignupQuestionAdded', data: command.data }];
      case 'ChangeSignupQuestion':
        findQuestion(state, command.data.questionId);
        return [{ type: 'SignupQuestionChanged', data: command.data }];
      case 'RemoveSignupQuestion':
        findQuestion(state, command.data.questionId);
        return [{ type: 'SignupQuestionRemoved', data: command.data }];
      case 'AddSignupQuestionValue': {
        const question = findQuestion(state, command.data.questionId);
        if (!hasChoices(question)) throw new ValidationError({ value: ['Only single and multiple choice questions have values.'] });
        if (question.values.some((v) => v.value.toLowerCase() === command.data.value.value.toLowerCase()))
          throw new ValidationError({ value: ['The value has already been taken.'] });
        return [{ type: 'SignupQuestionValueAdded', data: command.data }];
      }
      case 'ChangeSignupQuestionValue': {
        const question = findQuestion(state, command.data.questionId);
        if (!question.values.some((v) => v.id === command.data.value.id)) throw new NotFoundError();
        return [{ type: 'SignupQuestionValueChanged', data: command.data }];
      }
      case 'RemoveSignupQuestionValue': {
        const question = findQuestion(state, command.data.questionId);
        if (!question.values.some((v) => v.id === command.data.valueId)) throw new NotFoundError();
        return [{ type: 'SignupQuestionValueRemoved', data: command.data }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** The questions of one role, in the order the wizard shows them. */
export const questionsOf = (state: SignupQuestionState, role: SignupRole): SurveyQuestion[] =>
  state.questions.filter((q) => q.role === role).sort((a, b) => a.section - b.section || a.ordering - b.ordering);
