// The start of a submission (FORMS-09): the form's intro and instructions, the
// assessment-target selection, and the viewer's own submissions of the form.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { needsTarget } from '@practicum/shared/domain/forms/model';
import { httpClient } from '../dataProvider';
import { useOneAtATime } from '../layout/useOneAtATime';
import { formPaths, formsApi, refusalOf, type FormRecord, type SubmissionRecord } from './api';
import { FormSignerPickers } from './FormSignerPickers';
import { SubmissionStatusChip } from './SubmissionStatusChip';
import { useLoaded } from './useLoaded';
import { showError } from '../layout/showError';
import { useCanWrite } from '../session/useCanWrite';

const mySubmissions = async (formId: string) =>
  (await httpClient(`/api/submitted-forms?filter=${encodeURIComponent(JSON.stringify({ form_id: formId, mine: true }))}&range=[0,49]`))
    .json as SubmissionRecord[];

/** `taskId`: the task whose assignable_url opened this form; the submission completes it (TASKS-08). */
export const FormStart = ({ form, placementId, taskId }: { form: FormRecord; placementId: string | null; taskId: string | null }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const withTarget = needsTarget(form.assessment_category) && form.assessment_category !== 'organization';
  const targets = useLoaded(() => (withTarget ? formsApi.assessed(form.assessment_category) : Promise.resolve([])), [form.id]);
  const mine = useLoaded(() => mySubmissions(form.id), [form.id]);
  const [target, setTarget] = useState('');
  const [signers, setSigners] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const open = form.published && form.active;
  // a read-only session starts no submission: it reads the form and its own earlier submissions
  const canWrite = useCanWrite();
  const startable = open && canWrite;

  const { busy, once } = useOneAtATime();
  // a double click starts one submission
  const start = () => void once(form.vendor ? goToVendor : begin);
  // FORMS-38: a vendor's form is filled at the vendor; the app asks where and sends the browser there
  const goToVendor = async () => {
    try {
      window.location.assign((await formsApi.vendorSubmitUrl(form.id, placementId)).url);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const begin = async () => {
    try {
      const named = Object.fromEntries(Object.entries(signers).filter(([, id]) => id));
      const created = await formsApi.start({
        form_id: form.id,
        target_id: withTarget ? target || null : null,
        placement_id: placementId,
        task_id: taskId,
        ...(form.is_multiway ? { signers: named } : {}),
      });
      void navigate(formPaths.submitted(created.id));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <Card>
      <Title title={form.name} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5">{form.name}</Typography>
          {form.intro && <Typography>{form.intro}</Typography>}
          {form.instructions && <Alert severity="info">{form.instructions}</Alert>}
          {!open && <Alert severity="warning">{translate('app.forms.details.not_open')}</Alert>}
          {refusal && <Alert severity="error">{translate(refusal.message, { _: refusal.message })}</Alert>}
          {startable && withTarget && (
            <TextField
              select
              size="small"
              label={translate('app.forms.details.target')}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              {...showError(refusal?.errors.target_id)}
              sx={{ maxWidth: 400 }}
            >
              {(targets.data ?? []).map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {startable && form.is_multiway && (
            <FormSignerPickers roles={form.submitter_roles} value={signers} onChange={setSigners} errors={refusal?.errors ?? {}} />
          )}
          {startable && (
            <div>
              <Button variant="contained" disabled={busy} onClick={start}>
                {form.vendor
                  ? translate('app.forms.details.start_at_vendor', { vendor: form.vendor })
                  : translate('app.forms.details.start')}
              </Button>
            </div>
          )}
          {(mine.data ?? []).length > 0 && (
            <>
              <Typography variant="h6">{translate('app.forms.details.my_submissions')}</Typography>
              <List dense>
                {mine.data!.map((s) => (
                  <ListItemButton key={s.id} component={Link} to={formPaths.submitted(s.id)}>
                    <ListItemText
                      primary={s.target ?? s.form}
                      secondary={
                        <>
                          {/* which placement each is for: a trainee with two placements tells their agreements apart */}
                          {s.placement_site ? (
                            <Typography component="span" variant="body2" sx={{ display: 'block' }} data-testid="submission-placement">
                              {translate('app.forms.details.for_placement', { site: s.placement_site })}
                            </Typography>
                          ) : null}
                          <SubmissionStatusChip status={s.status} progress={s.progress} />
                        </>
                      }
                    />
                  </ListItemButton>
                ))}
              </List>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
