// The wizard's steps and buttons (SIGNUP-07 … 11), pure so they are tested without a browser:
// account, details, one step per survey section, verify, confirm.
import { signupMessages } from '@practicum/shared/domain/signup/messages';
export type WizardStep =
  | { kind: 'account' }
  | { kind: 'details' }
  | { kind: 'section'; section: number; index: number; of: number }
  | { kind: 'verify' }
  | { kind: 'confirm' };

/** `sections`: the survey's section numbers, in order, without repeats. */
export function wizardSteps(sections: readonly number[]): WizardStep[] {
  return [
    { kind: 'account' },
    { kind: 'details' },
    ...sections.map((section, i) => ({ kind: 'section' as const, section, index: i + 1, of: sections.length })),
    { kind: 'verify' },
    { kind: 'confirm' },
  ];
}

/** SIGNUP-09: "section x of y" for the steps that belong to a section. */
export const sectionLabel = (step: WizardStep): { x: number; y: number } | null =>
  step.kind === 'section' ? { x: step.index, y: step.of } : null;

/**
 * SIGNUP-10: Back except on the first step, on verify when there are no errors, and on confirm.
 * SIGNUP-11: Next on the steps before verify; the step just before verify shows Submit instead.
 */
export function wizardButtons(
  steps: readonly WizardStep[],
  at: number,
  hasErrors: boolean,
): { back: boolean; next: boolean; submit: boolean } {
  const step = steps[at]!;
  const verifyAt = steps.findIndex((s) => s.kind === 'verify');
  const back = at > 0 && step.kind !== 'confirm' && !(step.kind === 'verify' && !hasErrors);
  return { back, next: at < verifyAt - 1, submit: at === verifyAt - 1 };
}

/** SIGNUP-56: the danger alert lists the server's errors one per line; the verify step only the first. */
export const alertLines = (step: WizardStep, messages: readonly string[]): string[] =>
  step.kind === 'verify' ? messages.slice(0, 1) : [...messages];

/**
 * The alert's lines for a step's field errors: a survey answer's message names its question, since "This question
 * is required." said twice in the alert does not say which; other fields' messages stand as they are.
 */
export function namedFieldMessages(
  fields: Readonly<Record<string, string>>,
  questions: readonly { id: number | string; body: string }[],
): string[] {
  return Object.entries(fields).map(([key, message]) => {
    const id = /^answers\.(.+)$/.exec(key)?.[1];
    const question = id === undefined ? undefined : questions.find((q) => String(q.id) === id);
    if (!question) return message;
    const body = question.body.trim();
    return `${body}${/[?!.:]$/.test(body) ? ' ' : ': '}${message}`;
  });
}

/**
 * SIGNUP-15: a refused password reads as the spec's "please enter valid password", under the field and in the alert;
 * the reasons after it are left out there, since the strength meter right under the field lists each broken rule
 * as it checks the same policy. Joined in, each reason showed three times (the alert, the field, the meter).
 */
export const withPasswordHeadline = <F extends Readonly<Record<string, string>>>(fields: F): F =>
  fields.password?.startsWith(signupMessages.invalidPassword) ? { ...fields, password: signupMessages.invalidPassword } : fields;
