// The wizard's state: values, the step, errors, and what each button does (SIGNUP-07 … 11,
// 16, 24, 43 … 49, 55, 56). Each step is checked by the server before the wizard moves on.
import { useCallback, useMemo, useState } from 'react';
import type { SurveyQuestion } from '@practicum/shared/domain/signup/survey';
import { sectionHasLicenses } from './SurveyStep';
import { namedFieldMessages, withPasswordHeadline, wizardButtons, wizardSteps, type WizardStep } from './steps';
import { answersPayload, emptyValues, type FieldErrors, type SignupSource, type SignupValues } from './types';
import { createdBeforeReload, forgetCreated, rememberCreated } from './resumeAfterReload';
import { useWizardCalls } from './useWizardCalls';

export interface CreatedUser {
  id: string;
  email: string;
  status: string;
}

export function useSignupWizard(source: SignupSource, questions: SurveyQuestion[]) {
  const call = useWizardCalls();
  const [values, setValues] = useState<SignupValues>(() => emptyValues(source.invite));
  const [created, setCreated] = useState<CreatedUser | null>(createdBeforeReload);
  const sections = useMemo(() => [...new Set(questions.map((q) => q.section))].sort((a, b) => a - b), [questions]);
  const steps = useMemo(() => wizardSteps(sections), [sections]);
  // SIGNUP-49: a pending account waits on verify, an active one is done
  const stepAfter = (user: CreatedUser): number => steps.findIndex((s) => s.kind === 'verify') + (user.status === 'active' ? 1 : 0);
  const [at, setAt] = useState(() => (created ? stepAfter(created) : 0));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const step: WizardStep = steps[at]!;
  const stepQuestions = step.kind === 'section' ? questions.filter((q) => q.section === step.section) : [];
  const showLicenses = sectionHasLicenses(source.role, stepQuestions);

  const set = useCallback((changes: Partial<SignupValues>) => {
    setValues((v) => ({ ...v, ...changes }));
    // a field the user changes no longer shows the server's old verdict on it
    const changed = Object.keys(changes);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !changed.some((c) => key === c || key.startsWith(`${c}.`)))),
    );
  }, []);
  const body = (extra: object = {}) => {
    const { answers, ...fields } = values;
    return { ...source.payload, ...fields, answers: answersPayload(questions, answers), ...extra };
  };

  /** The server's check of the current step; false (with errors shown) when it refuses. */
  async function checkStep(): Promise<boolean> {
    const checks: [string, object][] =
      step.kind === 'account'
        ? [['signup/account-form', body()]]
        : step.kind === 'details'
          ? [['signup/details-form', body()]]
          : step.kind === 'section'
            ? [
                [
                  'signup/signup-response',
                  { ...source.payload, section: step.section, answers: answersPayload(stepQuestions, values.answers) },
                ],
                ...(showLicenses
                  ? [['signup/supervisor-licenses', { supervisor_licenses: values.supervisor_licenses }] as [string, object]]
                  : []),
              ]
            : [];
    const found: FieldErrors = {};
    const messages: string[] = [];
    for (const [path, payload] of checks) {
      const answer = await call(path, payload);
      if (!answer.ok) {
        const fields = withPasswordHeadline(answer.failure.fields);
        Object.assign(found, fields);
        const named = namedFieldMessages(fields, stepQuestions);
        messages.push(...(named.length > 0 ? named : answer.failure.messages));
      }
    }
    setErrors(found);
    setAlert(messages);
    return messages.length === 0;
  }

  const go = (index: number) => {
    setAt(index);
    setErrors({});
    setAlert([]);
  };

  async function next(): Promise<boolean> {
    setBusy(true);
    try {
      if (!(await checkStep())) return false;
      go(at + 1);
      return true;
    } finally {
      setBusy(false);
    }
  }

  async function submit(): Promise<boolean> {
    setBusy(true);
    try {
      if (!(await checkStep())) return false;
      const answer = await call<CreatedUser>('signup/create-account', body({ supervisor_licenses: values.supervisor_licenses }));
      if (!answer.ok) {
        // SIGNUP-55: the errors show and Back stays available
        setErrors(answer.failure.fields);
        setAlert(answer.failure.messages);
        return false;
      }
      setCreated(answer.data);
      if (answer.data.status !== 'active') rememberCreated(answer.data);
      go(stepAfter(answer.data));
      return true;
    } finally {
      setBusy(false);
    }
  }

  const toConfirm = useCallback(() => {
    forgetCreated();
    go(steps.length - 1);
  }, [steps.length]);
  const buttons = wizardButtons(steps, at, alert.length > 0);
  return {
    values,
    set,
    step,
    steps,
    at,
    errors,
    alert,
    setAlert,
    busy,
    created,
    buttons,
    stepQuestions,
    showLicenses,
    next,
    submit,
    back: () => go(at - 1),
    toConfirm,
  };
}
