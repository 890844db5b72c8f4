// Invite one person, or paste a whole list of addresses (SIGNUP-65): one request for the list,
// answered with each row's result, so a cohort of up to 200 is invited in one go.
import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { signupRoles } from '@practicum/shared/domain/signup/survey';
import { useApiCommand } from '../dataProvider';
import { failureOf } from '../signup/useWizardCalls';
import { InlineForm, useCreateForm } from '../layout/inlineForm';

export const MAX_PASTED = 200;
interface RowResult {
  email: string;
  status: 'sent' | 'failed';
  errors: string[] | null;
}

/** Addresses from pasted text: one per line, or separated by commas, semicolons or spaces. */
export const pastedEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

export const RoleSelect = ({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) => {
  const translate = useTranslate();
  return (
    <TextField
      id={id}
      select
      label={translate('app.invites.role')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      {signupRoles.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(`app.roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * Invites one person into the inviter's organization, or (an admin's form on an organization's page) into
 * `organizationId`, starting from `role`.
 */
export const InviteOneForm = ({ organizationId, role = 'trainee' }: { organizationId?: string; role?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useCreateForm({ email: '', first_name: '', last_name: '', role }, 'invites', {
    body: (values) => (organizationId ? { ...values, organization_id: organizationId } : values),
    done: (sent) => notify('app.invites.sent_one', { type: 'success', messageArgs: { email: sent.email } }),
    // the role stays chosen for the next person
    next: (sent) => ({ ...sent, email: '', first_name: '', last_name: '' }),
  });
  const { values } = form;
  const field = (name: 'email' | 'first_name' | 'last_name') => (
    <TextField label={translate(`app.invites.${name}`)} {...form.field(name)} id={`invite-${name}`} required={name === 'email'} />
  );
  return (
    <InlineForm onSubmit={form.submit}>
      {field('email')}
      {field('first_name')}
      {field('last_name')}
      <RoleSelect id="invite-role" value={values.role} onChange={(role) => form.set({ role })} />
      <Button type="submit" variant="contained" disabled={form.isPending}>
        {translate('app.invites.send')}
      </Button>
    </InlineForm>
  );
};

export const InviteListForm = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [role, setRole] = useState('trainee');
  const [results, setResults] = useState<RowResult[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const emails = pastedEmails(text);
  const send = useApiCommand((body: { role: string; invites: { email: string }[] }) => ({ path: 'invites', body }));
  const submit = () =>
    send.mutate(
      { role, invites: emails.map((email) => ({ email })) },
      {
        onSuccess: (answer) => {
          setResults((answer as { results: RowResult[] }).results);
          setProblem(null);
          refresh();
        },
        onError: (error) => setProblem(failureOf(error).messages.join(' ')),
      },
    );
  const sent = results?.filter((r) => r.status === 'sent').length ?? 0;
  return (
    <Box>
      <TextField
        id="invite-list"
        label={translate('app.invites.paste')}
        multiline
        minRows={4}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText={translate('app.invites.paste_help', { smart_count: emails.length, max: MAX_PASTED })}
        error={emails.length > MAX_PASTED}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <RoleSelect id="invite-list-role" value={role} onChange={setRole} />
        <Button
          variant="contained"
          disabled={send.isPending || emails.length === 0 || emails.length > MAX_PASTED}
          onClick={submit}
          // beside the role picker on a phone, "Invite 12" stays one line
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate('app.invites.send_list', { count: emails.length })}
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      {results ? (
        <Box sx={{ mt: 2 }} aria-live="polite">
          <Typography role="status">{translate('app.invites.list_result', { sent, failed: results.length - sent })}</Typography>
          <List dense aria-label={translate('app.invites.results')}>
            {results.map((row, index) => (
              <ListItem key={`${row.email}-${index}`} data-status={row.status}>
                <ListItemText
                  primary={row.email}
                  secondary={row.status === 'sent' ? translate('app.invites.row_sent') : (row.errors ?? []).join(' ')}
                  slotProps={{ secondary: { color: row.status === 'sent' ? 'success.dark' : 'error' } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
    </Box>
  );
};
