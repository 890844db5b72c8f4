// The form builder (FORMS-05, 22, 39): settings, sections and questions, save,
// publish/unpublish, activate/deactivate, duplicate. Served at
// /admin/forms/settings/:id (admin) and in /forms/:id for a coordinator.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { roleNames } from '@practicum/shared/access/roles';
import { assessmentCategories, formRoles, formTypes } from '@practicum/shared/domain/forms/model';
import { FormSectionsEditor } from './FormSectionsEditor';
import { FormStateChips } from './FormList';
import { formPaths, formsApi, refusalOf, type FormPayload, type FormRecord } from './api';
import { showError } from '../layout/showError';

const payloadOf = (form: FormRecord | null, untitled: string): FormPayload => ({
  name: form?.name ?? untitled,
  type: form?.type ?? 'evaluation',
  intro: form?.intro ?? '',
  instructions: form?.instructions ?? '',
  assessment_category: form?.assessment_category ?? 'trainee',
  submitter_roles: form?.submitter_role_keys ?? ['supervisor'],
  reviewer_roles: form?.reviewer_role_keys ?? ['faculty'],
  is_multiway: form?.is_multiway ?? false,
  vendor: form?.vendor ?? null,
  sections: form?.sections ?? [{ title: '', questions: [{ type: 'string', label: '', required: false, options: [] }] }],
});

const RolesSelect = ({ label, value, onChange }: { label: string; value: string[]; onChange: (roles: string[]) => void }) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    fullWidth
    slotProps={{
      select: { multiple: true, renderValue: (v) => (v as string[]).map((r) => roleNames[r as keyof typeof roleNames] ?? r).join(' → ') },
    }}
    onChange={(e) => onChange(e.target.value as unknown as string[])}
  >
    {formRoles.map((role) => (
      <MenuItem key={role} value={role}>
        {roleNames[role]}
      </MenuItem>
    ))}
  </TextField>
);

/** A select over fixed keys, each shown by its i18n text under `prefix`. */
function KeySelect<K extends string>(props: { label: string; keys: readonly K[]; prefix: string; value: K; onChange: (value: K) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate(props.label)}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as K)}
    >
      {props.keys.map((key) => (
        <MenuItem key={key} value={key}>
          {translate(`${props.prefix}.${key}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const FormBuilder = ({ form, onChanged }: { form: FormRecord | null; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<FormPayload>(() => payloadOf(form, translate('app.forms.untitled')));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof FormPayload>(key: K, value: FormPayload[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const act = (action: () => Promise<FormRecord>, done: string, go = false) => void attempt(action, done, go);
  const attempt = async (action: () => Promise<FormRecord>, done: string, go: boolean) => {
    try {
      const saved = await action();
      setErrors({});
      setMessage(null);
      notify(done, { type: 'success' });
      if (go || !form) void navigate(formPaths.details(saved.id));
      else onChanged();
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.errors);
      setMessage(translate(refusal.message, { _: refusal.message }));
    }
  };
  const save = () => act(() => (form ? formsApi.update(form.id, draft) : formsApi.create(draft)), 'app.forms.builder.saved');

  return (
    <Card>
      <Title title={form?.name ?? 'app.forms.new_form'} />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" sx={{ mr: 1 }}>
              {form?.name ?? translate('app.forms.new_form')}
            </Typography>
            {form && <FormStateChips form={form} />}
            {form && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.forms.builder.version', { version: form.version })}
              </Typography>
            )}
          </Stack>
          {message && <Alert severity="error">{message}</Alert>}
          <TextField
            size="small"
            label={translate('app.forms.builder.name')}
            value={draft.name}
            {...showError(errors.name)}
            onChange={(e) => set('name', e.target.value)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <KeySelect
              label="app.forms.builder.type"
              keys={formTypes}
              prefix="app.forms.types"
              value={draft.type}
              onChange={(v) => set('type', v)}
            />
            <KeySelect
              label="app.forms.builder.category"
              keys={assessmentCategories}
              prefix="app.forms.categories"
              value={draft.assessment_category}
              onChange={(v) => set('assessment_category', v)}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['submitter_roles', 'reviewer_roles'] as const).map((name) => (
              <RolesSelect key={name} label={translate(`app.forms.builder.${name}`)} value={draft[name]} onChange={(r) => set(name, r)} />
            ))}
          </Stack>
          {errors.submitter_roles && <Alert severity="error">{errors.submitter_roles}</Alert>}
          <FormControlLabel
            label={translate('app.forms.builder.multiway')}
            control={<Checkbox checked={draft.is_multiway} onChange={(e) => set('is_multiway', e.target.checked)} />}
          />
          <TextField
            size="small"
            label={translate('app.forms.builder.vendor')}
            helperText={errors.vendor ?? translate('app.forms.builder.vendor_help')}
            error={Boolean(errors.vendor)}
            value={draft.vendor ?? ''}
            onChange={(e) => set('vendor', e.target.value.trim() ? e.target.value : null)}
            sx={{ maxWidth: 400 }}
          />
          {(['intro', 'instructions'] as const).map((name) => (
            <TextField
              key={name}
              size="small"
              multiline
              minRows={2}
              label={translate(`app.forms.builder.${name}`)}
              value={draft[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          ))}
          <Typography variant="h6">{translate('app.forms.builder.sections')}</Typography>
          <FormSectionsEditor sections={draft.sections} errors={errors} onChange={(s) => set('sections', s)} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={save}>
              {translate('app.forms.builder.save')}
            </Button>
            {form && (
              <>
                <Button variant="outlined" onClick={() => act(() => formsApi.publish(form.id, !form.published), 'app.forms.builder.saved')}>
                  {translate(`app.forms.builder.${form.published ? 'unpublish' : 'publish'}`)}
                </Button>
                <Button variant="outlined" onClick={() => act(() => formsApi.activate(form.id, !form.active), 'app.forms.builder.saved')}>
                  {translate(`app.forms.builder.${form.active ? 'deactivate' : 'activate'}`)}
                </Button>
                <Button onClick={() => act(() => formsApi.duplicate(form.id), 'app.forms.builder.duplicated', true)}>
                  {translate('app.forms.builder.duplicate')}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
