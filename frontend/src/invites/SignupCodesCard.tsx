// Signup codes (SIGNUP-01, 48): the code in /register/{org_signup_code} names the organization and
// the role a new account gets. A coordinator (or an admin) makes one, copies its link, switches it off or on.
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RoleSelect } from './InviteForms';
import { InlineForm, useCreateForm } from '../layout/inlineForm';
import { LinkTable, useLinkRows } from './linkParts';

interface CodeRow {
  id: string;
  code: string;
  role: { keyname: string };
  active: boolean;
  path: string;
}

const NewCodeForm = () => {
  const translate = useTranslate();
  const form = useCreateForm({ code: '', role: 'trainee' }, 'signup-codes');
  return (
    <InlineForm onSubmit={form.submit}>
      <TextField
        label={translate('app.invites.codes.code')}
        {...form.field('code', translate('app.invites.codes.code_help'))}
        id="signup-code"
        required
      />
      <RoleSelect id="signup-code-role" value={form.values.role} onChange={(role) => form.set({ role })} />
      <Button type="submit" variant="contained" disabled={form.isPending}>
        {translate('app.invites.codes.create')}
      </Button>
    </InlineForm>
  );
};

/** The link column is left out on a phone: the code says it, and Copy link copies it. */
const linkColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const SignupCodesCard = () => {
  const translate = useTranslate();
  const { rows, isPending, onActive } = useLinkRows<CodeRow>('signup-codes', (row) => `signup-codes/${encodeURIComponent(row.code)}`);
  return (
    <Stack spacing={2}>
      <NewCodeForm />
      <LinkTable
        label={translate('app.invites.codes.title')}
        rows={rows}
        empty={!isPending && translate('app.invites.codes.none')}
        nameOf={(row) => row.code}
        onActive={onActive}
        columns={[
          { header: translate('app.invites.codes.code'), cell: (row) => row.code },
          { header: translate('app.invites.role'), cell: (row) => translate(`app.roles.${row.role.keyname}`) },
          { header: translate('app.invites.codes.link'), cell: (row) => row.path, sx: linkColumn },
        ]}
      />
    </Stack>
  );
};
