// /admin/tools/signup-questions (002 §7; SIGNUP-35, 36): each role's survey, in wizard order;
// add a question, edit or remove one, and add, rename or remove its choices (values with {value}).
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Title, useTranslate } from 'react-admin';
import { fieldTypes, signupRoles, type SurveyQuestion } from '@practicum/shared/domain/signup/survey';
import { useApiCommand, useApiRead } from '../../dataProvider';
import { failureOf } from '../../signup/useWizardCalls';
import { showError } from '../../layout/showError';
import { ConfirmedButton } from '../../layout/ConfirmedButton';

const QuestionValues = ({ question, path }: { question: SurveyQuestion; path: string }) => {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const add = useApiCommand(
    (v: { value: string; is_other: boolean }) => ({ path: `admin/signup-questions/${question.id}/values`, body: v }),
    [path],
  );
  const remove = useApiCommand(
    (valueId: string) => ({ path: `admin/signup-questions/${question.id}/values/${valueId}`, method: 'DELETE' }),
    [path],
  );
  const rename = useApiCommand(
    (v: { id: string; value: string; is_other: boolean }) => ({
      path: `admin/signup-questions/${question.id}/values/${v.id}`,
      method: 'PUT',
      body: { value: v.value, is_other: v.is_other },
    }),
    [path],
  );
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {question.values.map((v) => (
        <Chip
          key={v.id}
          label={v.value}
          onClick={() => {
            const next = window.prompt(translate('app.signup_admin.rename_value'), v.value);
            if (next) rename.mutate({ id: v.id, value: next, is_other: v.is_other });
          }}
          onDelete={() => remove.mutate(v.id)}
        />
      ))}
      <TextField size="small" label={translate('app.signup_admin.new_value')} value={value} onChange={(e) => setValue(e.target.value)} />
      <Button size="small" disabled={!value} onClick={() => add.mutate({ value, is_other: false }, { onSuccess: () => setValue('') })}>
        {translate('app.signup_admin.add_value')}
      </Button>
    </Stack>
  );
};

export const SignupQuestionsPage = () => {
  const translate = useTranslate();
  const [role, setRole] = useState<string>('supervisor');
  const path = `admin/signup-questions?role=${role}`;
  const { data: questions = [] } = useApiRead<SurveyQuestion[]>(path);
  const empty = { body: '', fieldtype: 'single', section: '1', ordering: '', required: false };
  const [draft, setDraft] = useState(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useApiCommand((body: object) => ({ path: 'admin/signup-questions', body }), [path]);
  const change = useApiCommand(
    (v: { id: string; body: object }) => ({ path: `admin/signup-questions/${v.id}`, method: 'PUT', body: v.body }),
    [path],
  );
  const remove = useApiCommand((id: string) => ({ path: `admin/signup-questions/${id}`, method: 'DELETE' }), [path]);
  const edit = (q: SurveyQuestion) => {
    setEditing(q.id);
    setErrors({});
    setDraft({ body: q.body, fieldtype: q.fieldtype.name, section: String(q.section), ordering: String(q.ordering), required: q.required });
  };
  const done = () => {
    setEditing(null);
    setErrors({});
    setDraft(empty);
  };
  const submit = () => {
    const body = {
      role,
      body: draft.body,
      fieldtype: draft.fieldtype,
      section: Number(draft.section) || 1,
      ordering: Number(draft.ordering) || questions.length + 1,
      required: draft.required,
    };
    const handlers = { onSuccess: done, onError: (e: unknown) => setErrors(failureOf(e).fields) };
    if (editing) change.mutate({ id: editing, body }, handlers);
    else add.mutate(body, handlers);
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.signup_admin.questions_title" />
      <CardContent>
        <TextField
          id="questions-role"
          select
          label={translate('app.invites.role')}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          sx={{ minWidth: 180, mb: 2 }}
        >
          {signupRoles.map((r) => (
            <MenuItem key={r} value={r}>
              {translate(`app.roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={2}>
          {questions.map((q) => (
            <Card key={q.id} variant="outlined">
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography>
                    {q.ordering}. {q.body} {q.required ? '*' : ''}
                  </Typography>
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <IconButton aria-label={translate('app.signup_admin.edit_question', { body: q.body })} onClick={() => edit(q)}>
                      <EditIcon />
                    </IconButton>
                    <ConfirmedButton
                      icon={<DeleteIcon />}
                      label={translate('app.signup_admin.remove_question', { body: q.body })}
                      title="app.signup_admin.remove_question_title"
                      content="app.signup_admin.remove_question_content"
                      translateOptions={{ body: q.body }}
                      confirm="app.signup_admin.remove"
                      onConfirm={() => remove.mutate(q.id)}
                    />
                  </Stack>
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.signup_admin.meta', { type: q.fieldtype.name, section: q.section })}
                </Typography>
                {['single', 'multiple'].includes(q.fieldtype.name) ? <QuestionValues question={q} path={path} /> : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          useFlexGap
          spacing={1}
          sx={{ mt: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
        >
          <TextField
            id="question-body"
            label={translate('app.signup_admin.body')}
            value={draft.body}
            onChange={(e) => setDraft({ ...draft, body: e.target.value })}
            {...showError(errors.body)}
            sx={{ flexGrow: 1, minWidth: { md: '100%' } }}
          />
          <TextField
            id="question-type"
            select
            label={translate('app.signup_admin.type')}
            value={draft.fieldtype}
            onChange={(e) => setDraft({ ...draft, fieldtype: e.target.value })}
            sx={{ minWidth: 150 }}
          >
            {fieldTypes.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          {(['section', 'ordering'] as const).map((name) => (
            <TextField
              key={name}
              id={`question-${name}`}
              label={translate(`app.signup_admin.${name}`)}
              value={draft[name]}
              onChange={(e) => setDraft({ ...draft, [name]: e.target.value.replace(/\D/g, '') })}
              sx={{ width: 100 }}
            />
          ))}
          <FormControlLabel
            control={<Checkbox checked={draft.required} onChange={(e) => setDraft({ ...draft, required: e.target.checked })} />}
            label={translate('app.signup_admin.required')}
          />
          <Button variant="contained" onClick={submit} disabled={!draft.body}>
            {translate(editing ? 'app.signup_admin.save_question' : 'app.signup_admin.add_question')}
          </Button>
          {editing ? <Button onClick={done}>{translate('ra.action.cancel')}</Button> : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
