// FORMS-06: the submitter or a coordinator emails a single-use signing link to someone with no account (a site
// supervisor, a client) for a later role of a multiway agreement; the links already sent are listed.
import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formsApi, refusalOf, type SubmissionRecord } from './api';

export const SubmissionLinkForm = ({ submission, onSent }: { submission: SubmissionRecord; onSent: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [role, setRole] = useState(submission.link_roles.at(-1)?.keyname ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const send = async () => {
    try {
      await formsApi.sendLink(submission.id, { role, name, email });
      notify('app.forms.links.sent', { type: 'success' });
      setRefusal(null);
      onSent();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Typography variant="h6">{translate('app.forms.links.title')}</Typography>
      {submission.links.map((link) => (
        <Typography key={link.role.keyname} variant="body2" data-testid="signing-link">
          {translate('app.forms.links.pending', { name: link.name, email: link.email, role: link.role.name })}
        </Typography>
      ))}
      {refusal && !Object.keys(refusal.errors).length && <Alert severity="error">{refusal.message}</Alert>}
      <TextField select size="small" label={translate('app.forms.links.role')} value={role} onChange={(e) => setRole(e.target.value)}>
        {submission.link_roles.map((r) => (
          <MenuItem key={r.keyname} value={r.keyname}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('app.forms.links.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(refusal?.errors.name)}
        helperText={refusal?.errors.name}
      />
      <TextField
        size="small"
        type="email"
        label={translate('app.forms.links.email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(refusal?.errors.email)}
        helperText={refusal?.errors.email}
      />
      <div>
        <Button variant="outlined" onClick={() => void send()}>
          {translate('app.forms.links.send')}
        </Button>
      </div>
    </Stack>
  );
};
