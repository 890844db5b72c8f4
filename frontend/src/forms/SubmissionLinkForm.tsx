// FORMS-06: the submitter or a coordinator emails a single-use signing link to someone with no account (a site
// supervisor, a client) for a later role of a multiway agreement; the links already sent are listed.
import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { ChoiceField } from '../layout/ChoiceField';
import { useNotify, useTranslate } from 'react-admin';
import { formsApi, refusalOf, type SubmissionRecord } from './api';
import { showError } from '../layout/showError';
import { useInputState } from '../layout/useInputState';
import { useOneAtATime } from '../layout/useOneAtATime';

export const SubmissionLinkForm = ({ submission, onSent }: { submission: SubmissionRecord; onSent: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [role, roleInput] = useInputState(submission.link_roles.at(-1)?.keyname ?? '');
  const [name, nameInput] = useInputState('');
  const [email, emailInput] = useInputState('');
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const { busy, once } = useOneAtATime();
  // a double click sends one e-mail
  const send = () =>
    once(async () => {
      try {
        await formsApi.sendLink(submission.id, { role, name, email });
        notify('app.forms.links.sent', { type: 'success' });
        setRefusal(null);
        onSent();
      } catch (error) {
        setRefusal(refusalOf(error));
      }
    });
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Typography variant="h6">{translate('app.forms.links.title')}</Typography>
      {submission.links.map((link) => (
        <Typography key={link.role.keyname} variant="body2" data-testid="signing-link">
          {translate('app.forms.links.pending', { name: link.name, email: link.email, role: link.role.name })}
        </Typography>
      ))}
      {refusal && !Object.keys(refusal.errors).length && <Alert severity="error">{refusal.message}</Alert>}
      <ChoiceField
        size="small"
        label={translate('app.forms.links.role')}
        {...roleInput}
        choices={submission.link_roles.map((r) => ({ id: r.keyname, name: r.name }))}
      />
      <TextField size="small" label={translate('app.forms.links.name')} {...nameInput} {...showError(refusal?.errors.name)} />
      <TextField
        size="small"
        type="email"
        label={translate('app.forms.links.email')}
        {...emailInput}
        {...showError(refusal?.errors.email)}
      />
      <div>
        <Button variant="outlined" disabled={busy} onClick={() => void send()}>
          {translate('app.forms.links.send')}
        </Button>
      </div>
    </Stack>
  );
};
