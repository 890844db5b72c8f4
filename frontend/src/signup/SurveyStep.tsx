// A survey section (SIGNUP-35 … 39): its questions in order; for supervisors the licensing
// block comes before question 8, and question 9 carries the note on training credentials.
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CREDENTIALS_NOTE_ORDERING, LICENSING_BEFORE_ORDERING } from '@practicum/shared/domain/signup/survey';
import { LicensesBlock } from './LicensesBlock';
import { QuestionField } from './QuestionField';
import type { FieldErrors, SignupValues, SurveyQuestion } from './types';

interface Props {
  questions: SurveyQuestion[];
  values: SignupValues;
  errors: FieldErrors;
  set: (changes: Partial<SignupValues>) => void;
  showLicenses: boolean;
}

/** Whether this section holds the licensing block (a supervisor's section with question 8). */
export const sectionHasLicenses = (role: string, questions: readonly SurveyQuestion[]) =>
  role === 'supervisor' && questions.some((q) => q.ordering === LICENSING_BEFORE_ORDERING);

export const SurveyStep = ({ questions, values, errors, set, showLicenses }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      {questions.map((question) => (
        <Stack key={question.id} spacing={1}>
          {showLicenses && question.ordering === LICENSING_BEFORE_ORDERING ? (
            <LicensesBlock rows={values.supervisor_licenses} errors={errors} onRows={(rows) => set({ supervisor_licenses: rows })} />
          ) : null}
          <QuestionField
            question={question}
            answer={values.answers[question.id]}
            error={errors[`answers.${question.id}`]}
            onAnswer={(answer) => set({ answers: { ...values.answers, [question.id]: answer } })}
          />
          {question.ordering === CREDENTIALS_NOTE_ORDERING ? (
            <Alert severity="info">{translate('app.signup.survey.credentials_note')}</Alert>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
};
