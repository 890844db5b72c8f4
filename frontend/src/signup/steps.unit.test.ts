import { describe, expect, it } from '@jest/globals';
import { signupMessages } from '@practicum/shared/domain/signup/messages';
import { passwordMessages } from '@practicum/shared/domain/identity/passwordPolicy';
import { alertLines, namedFieldMessages, sectionLabel, withPasswordHeadline, wizardButtons, wizardSteps } from './steps';

describe('SIGNUP-07 SIGNUP-08 SIGNUP-09 the steps', () => {
  const steps = wizardSteps([1, 2, 3]);
  it('go account, details, a step per survey section, verify, confirm', () => {
    expect(steps.map((s) => s.kind)).toEqual(['account', 'details', 'section', 'section', 'section', 'verify', 'confirm']);
  });
  it('label the survey steps "section x of y"', () => {
    expect(steps.map(sectionLabel)).toEqual([null, null, { x: 1, y: 3 }, { x: 2, y: 3 }, { x: 3, y: 3 }, null, null]);
  });
  it('are 4 base steps plus the survey sections (reading B) with confirm as the last', () => {
    expect(wizardSteps([]).length).toBe(4);
  });
});

describe('SIGNUP-10 SIGNUP-11 the buttons', () => {
  const steps = wizardSteps([1, 2]);
  it('offer Next before the step before verify, Submit on it, and Back after the first step', () => {
    expect(wizardButtons(steps, 0, false)).toEqual({ back: false, next: true, submit: false });
    expect(wizardButtons(steps, 1, false)).toEqual({ back: true, next: true, submit: false });
    expect(wizardButtons(steps, 3, false)).toEqual({ back: true, next: false, submit: true });
  });
  it('offer Back on verify only after an error, never on confirm', () => {
    expect(wizardButtons(steps, 4, false).back).toBe(false);
    expect(wizardButtons(steps, 4, true).back).toBe(true);
    expect(wizardButtons(steps, 5, true)).toEqual({ back: false, next: false, submit: false });
  });
  it('make details the submitting step when there is no survey', () => {
    expect(wizardButtons(wizardSteps([]), 1, false)).toEqual({ back: true, next: false, submit: true });
  });
});

describe('SIGNUP-55 SIGNUP-56 the danger alert', () => {
  const steps = wizardSteps([1]);
  const refused = ['The email has already been taken.', 'The mobile phone field is required.'];
  it('SIGNUP-56 lists every server error on the steps before verify, and only the first on verify', () => {
    expect(alertLines(steps[1]!, refused)).toEqual(refused);
    expect(alertLines(steps[2]!, refused)).toEqual(refused);
    expect(alertLines(steps[3]!, refused)).toEqual(['The email has already been taken.']);
  });
  it('SIGNUP-55 keeps Back on the submitting step after account creation failed', () => {
    expect(wizardButtons(steps, 2, true)).toEqual({ back: true, next: false, submit: true });
  });
});

describe('SIGNUP-56 the alert names the question of each refused answer', () => {
  const questions = [
    { id: 7, body: 'Which program are you enrolled in?' },
    { id: 8, body: 'Populations you serve' },
  ];
  it('puts the question before its message, and leaves other fields’ messages as they are', () => {
    expect(
      namedFieldMessages(
        { 'answers.7': 'This question is required.', 'answers.8': 'This question is required.', phone: 'The phone is invalid.' },
        questions,
      ),
    ).toEqual([
      'Which program are you enrolled in? This question is required.',
      'Populations you serve: This question is required.',
      'The phone is invalid.',
    ]);
  });
});

describe('SIGNUP-15 a refused password', () => {
  it('reads as "please enter valid password" alone, its reasons left to the meter under the field; other fields keep theirs', () => {
    const refused = { password: `${signupMessages.invalidPassword}. ${passwordMessages.personal}`, email: 'The email field is required.' };
    expect(withPasswordHeadline(refused)).toEqual({ password: signupMessages.invalidPassword, email: 'The email field is required.' });
    expect(withPasswordHeadline({ password: 'The password field is required.' })).toEqual({ password: 'The password field is required.' });
  });
});
