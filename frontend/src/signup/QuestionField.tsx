// One survey question by its field type (SIGNUP-36, 37, 44): string, text, numeric (digits
// only), single and multiple choice (with "other" text), agree (a 1–5 scale), month-year.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AGREE_SCALE } from '@practicum/shared/domain/signup/survey';
import type { AnswerValue, SurveyQuestion } from './types';
import { showError } from '../layout/showError';

interface Props {
  question: SurveyQuestion;
  answer: AnswerValue | undefined;
  error: string | undefined;
  onAnswer: (answer: AnswerValue) => void;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

export const QuestionField = ({ question, answer, error, onAnswer }: Props) => {
  const translate = useTranslate();
  const id = `question-${question.id}`;
  const invalid = { 'aria-invalid': Boolean(error) };
  const chosen = answer?.value_ids ?? [];
  const otherChosen = question.values.some((v) => v.is_other && chosen.includes(v.id));
  const label = (
    <FormLabel id={`${id}-label`} required={question.required} sx={{ color: 'text.primary' }}>
      {question.body}
    </FormLabel>
  );
  const text = (multiline: boolean) => (
    <TextField
      id={id}
      label={question.body}
      required={question.required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      value={answer?.value_text ?? ''}
      onChange={(e) => onAnswer({ value_text: e.target.value })}
      {...showError(error)}
    />
  );
  switch (question.fieldtype.name) {
    case 'string':
      return text(false);
    case 'text':
      return text(true);
    case 'numeric':
      return (
        <TextField
          id={id}
          label={question.body}
          required={question.required}
          fullWidth
          value={answer?.value_int ?? ''}
          {...showError(error)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, 7);
            onAnswer({ value_int: digits === '' ? null : Number(digits) });
          }}
        />
      );
    case 'monthYearDate':
      return (
        <TextField
          id={id}
          type="month"
          label={question.body}
          required={question.required}
          fullWidth
          value={answer?.value_date ?? ''}
          error={Boolean(error)}
          helperText={error ?? translate('app.signup.survey.month_year')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: thisMonth() } }}
          onChange={(e) => onAnswer({ value_date: e.target.value || null })}
        />
      );
    default:
      break;
  }
  const single = question.fieldtype.name !== 'multiple';
  const options =
    question.fieldtype.name === 'agree'
      ? AGREE_SCALE.map((n) => ({ id: String(n), value: translate(`app.signup.survey.agree_${n}`), is_other: false }))
      : question.values;
  const isChosen = (optionId: string) =>
    question.fieldtype.name === 'agree' ? String(answer?.value_int ?? '') === optionId : chosen.includes(optionId);
  const choose = (optionId: string, on: boolean) => {
    if (question.fieldtype.name === 'agree') return onAnswer({ value_int: Number(optionId) });
    const next = single ? [optionId] : on ? [...chosen, optionId] : chosen.filter((c) => c !== optionId);
    onAnswer({ value_ids: next, other_text: answer?.other_text ?? null });
  };
  const Group = single ? RadioGroup : FormGroup;
  return (
    <FormControl error={Boolean(error)} fullWidth>
      {label}
      <Group aria-labelledby={`${id}-label`} row={question.fieldtype.name === 'agree'}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.id}
            label={option.value}
            control={
              single ? (
                <Radio
                  checked={isChosen(option.id)}
                  onChange={() => choose(option.id, true)}
                  slotProps={{ input: index === 0 ? { id, ...invalid } : {} }}
                />
              ) : (
                <Checkbox
                  checked={isChosen(option.id)}
                  onChange={(e) => choose(option.id, e.target.checked)}
                  slotProps={{ input: index === 0 ? { id, ...invalid } : {} }}
                />
              )
            }
          />
        ))}
      </Group>
      {otherChosen ? (
        <TextField
          label={translate('app.signup.survey.other')}
          size="small"
          value={answer?.other_text ?? ''}
          onChange={(e) => onAnswer({ ...answer, other_text: e.target.value })}
        />
      ) : null}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};
