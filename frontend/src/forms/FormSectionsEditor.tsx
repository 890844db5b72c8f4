// The builder's sections and questions (FORMS-19, 39): any of the eight question
// types, a required flag, and options for the choice questions.
import { Box, Button, Checkbox, FormControlLabel, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { questionTypes } from '@practicum/shared/domain/forms/model';
import type { QuestionRecord, SectionRecord } from './api';
import { showError } from '../layout/showError';

const blankQuestion = (): QuestionRecord => ({ type: 'string', label: '', required: false, options: [] });
const isChoice = (q: QuestionRecord) => q.type === 'single' || q.type === 'multiple';

const QuestionEditor = ({
  question,
  path,
  errors,
  onChange,
  onRemove,
}: {
  question: QuestionRecord;
  path: string;
  errors: Record<string, string>;
  onChange: (q: QuestionRecord) => void;
  onRemove: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="question-editor">
      <TextField
        select
        size="small"
        label={translate('app.forms.builder.question_type')}
        value={question.type}
        sx={{ minWidth: 170 }}
        onChange={(e) => onChange({ ...question, type: e.target.value as QuestionRecord['type'] })}
      >
        {questionTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`app.forms.question_types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('app.forms.builder.label')}
        value={question.label}
        fullWidth
        {...showError(errors[`${path}.label`])}
        onChange={(e) => onChange({ ...question, label: e.target.value })}
      />
      {isChoice(question) && (
        <TextField
          size="small"
          multiline
          minRows={2}
          label={translate('app.forms.builder.options')}
          value={question.options.join('\n')}
          sx={{ minWidth: 200 }}
          {...showError(errors[`${path}.options`])}
          onChange={(e) => onChange({ ...question, options: e.target.value.split('\n') })}
        />
      )}
      <FormControlLabel
        label={translate('app.forms.builder.required')}
        control={<Checkbox checked={question.required} onChange={(e) => onChange({ ...question, required: e.target.checked })} />}
      />
      <Button color="error" onClick={onRemove}>
        {translate('app.forms.builder.remove')}
      </Button>
    </Stack>
  );
};

export const FormSectionsEditor = ({
  sections,
  errors,
  onChange,
}: {
  sections: SectionRecord[];
  errors: Record<string, string>;
  onChange: (sections: SectionRecord[]) => void;
}) => {
  const translate = useTranslate();
  const setSection = (i: number, section: SectionRecord) => onChange(sections.map((s, j) => (j === i ? section : s)));
  return (
    <Stack spacing={2}>
      {sections.map((section, i) => (
        <Paper key={section.id ?? `new-${i}`} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1}>
              <TextField
                size="small"
                fullWidth
                label={translate('app.forms.builder.section_title')}
                value={section.title}
                onChange={(e) => setSection(i, { ...section, title: e.target.value })}
              />
              <Button color="error" onClick={() => onChange(sections.filter((_, j) => j !== i))}>
                {translate('app.forms.builder.remove')}
              </Button>
            </Stack>
            {section.questions.map((question, k) => (
              <QuestionEditor
                key={question.id ?? `new-${k}`}
                question={question}
                path={`sections.${i}.questions.${k}`}
                errors={errors}
                onChange={(q) => setSection(i, { ...section, questions: section.questions.map((x, m) => (m === k ? q : x)) })}
                onRemove={() => setSection(i, { ...section, questions: section.questions.filter((_, m) => m !== k) })}
              />
            ))}
            <Box>
              <Button onClick={() => setSection(i, { ...section, questions: [...section.questions, blankQuestion()] })}>
                {translate('app.forms.builder.add_question')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button variant="outlined" onClick={() => onChange([...sections, { title: '', questions: [blankQuestion()] }])}>
          {translate('app.forms.builder.add_section')}
        </Button>
      </Box>
    </Stack>
  );
};
