// /admin/tools/erasures (issue 20 item 5): erasing someone with no account, known only by the address a link was
// mailed to (an agreement's outside signer). POST /api/admin/erasures {email, reason}; the server's 422 messages
// show on their fields, a second erasure's 409 above the form. Then the rebuild of every read model.
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ERASURE_REASON_MAX } from '@practicum/shared/domain/erasure/index';
import { useApiCommand } from '../../dataProvider/hooks';
import { fieldErrorsOf } from '../../identity/twoFactor/failure';
import { PageCard } from '../../layout/PageCard';
import { showError } from '../../layout/showError';
import { useInputState } from '../../layout/useInputState';
import { RebuildProgressBar } from '../../users/erasure/RebuildProgressBar';

export const OutsideErasurePage = () => {
  const translate = useTranslate();
  const [email, emailInput] = useInputState('');
  const [reason, reasonInput] = useInputState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [erased, setErased] = useState<{ email: string; at: string } | null>(null);
  const erase = useApiCommand<{ email: string; reason: string }, { erased_at: string }>(
    (body) => ({ path: 'admin/erasures', body }),
    ['admin/tools/projections'],
  );
  const submit = () =>
    erase.mutate(
      { email, reason },
      {
        onSuccess: (answer) => {
          setErrors({});
          setErased({ email, at: answer.erased_at });
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(Object.keys(fields).length ? fields : { form: error.message });
        },
      },
    );
  return (
    <PageCard title="app.outside_erasure.title" stacked>
      <Typography>{translate('app.outside_erasure.explain')}</Typography>
      <Alert severity="warning">{translate('app.users.erasure.final')}</Alert>
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField label={translate('app.outside_erasure.email')} type="email" required {...emailInput} {...showError(errors.email)} />
        <TextField
          label={translate('app.users.erasure.reason')}
          multiline
          minRows={3}
          required
          {...reasonInput}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? translate('app.users.erasure.reason_help', { count: reason.length, max: ERASURE_REASON_MAX })}
        />
        <Button color="error" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={erase.isPending} onClick={submit}>
          {translate('app.users.erasure.confirm')}
        </Button>
      </Stack>
      {erased ? (
        <Stack spacing={1} role="status">
          <Alert severity="info">{translate('app.outside_erasure.done', { email: erased.email })}</Alert>
          <RebuildProgressBar since={erased.at} />
        </Stack>
      ) : null}
    </PageCard>
  );
};
