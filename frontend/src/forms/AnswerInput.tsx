// One question's input by type (FORMS-19); read-only once the submission is signed.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { digitsOnly, isNumericKey } from '@practicum/shared/format';
import type { KeyboardEvent } from 'react';
import type { AnswerValue, QuestionRecord } from './api';
import { showError } from '../layout/showError';

interface Props {
  question: QuestionRecord;
  value: AnswerValue | undefined;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: AnswerValue) => void;
}

const asList = (value: AnswerValue | undefined): string[] => (Array.isArray(value) ? value : []);

export const AnswerInput = ({ question, value, error, readOnly, onChange }: Props) => {
  const translate = useTranslate();
  const label = `${question.label}${question.required ? ' *' : ''}`;
  const text = (extra: object = {}) => (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={value ?? ''}
      {...showError(error)}
      disabled={readOnly}
      onChange={(e) => onChange(e.target.value)}
      {...extra}
    />
  );
  switch (question.type) {
    case 'string':
      return text();
    case 'text':
      return text({ multiline: true, minRows: 3 });
    case 'numeric':
      // digits only (SPINE-51): no sign, decimal point or exponent gets in, typed or pasted
      return text({
        type: 'number',
        slotProps: { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } },
        onKeyDown: (e: KeyboardEvent) => {
          if (!isNumericKey(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
        },
        onChange: (e: { target: { value: string } }) => {
          const digits = digitsOnly(e.target.value);
          onChange(digits === '' ? null : Number(digits));
        },
      });
    case 'monthYearDate':
      return text({ type: 'month', slotProps: { inputLabel: { shrink: true } } });
    case 'upload':
      return text({
        multiline: true,
        minRows: 2,
        value: asList(value).join('\n'),
        placeholder: translate('app.forms.submission.uploads_hint'),
        onChange: (e: { target: { value: string } }) => onChange(e.target.value.split('\n').filter((line) => line.trim() !== '')),
      });
    case 'agree':
      return (
        <FormControl error={Boolean(error)}>
          <FormLabel>{label}</FormLabel>
          <FormControlLabel
            label={translate('app.forms.submission.agree')}
            disabled={readOnly}
            control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
          />
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      );
    case 'single':
      return (
        <FormControl error={Boolean(error)} disabled={readOnly}>
          <FormLabel>{label}</FormLabel>
          <RadioGroup value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
            {question.options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={o} />
            ))}
          </RadioGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      );
    case 'multiple':
      return (
        <FormControl error={Boolean(error)} disabled={readOnly}>
          <FormLabel>{label}</FormLabel>
          <FormGroup>
            {question.options.map((o) => (
              <FormControlLabel
                key={o}
                label={o}
                control={
                  <Checkbox
                    checked={asList(value).includes(o)}
                    onChange={(e) => onChange(e.target.checked ? [...asList(value), o] : asList(value).filter((x) => x !== o))}
                  />
                }
              />
            ))}
          </FormGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      );
  }
};
