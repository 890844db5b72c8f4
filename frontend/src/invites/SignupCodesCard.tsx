// Signup codes (SIGNUP-01, 48): the code in /register/{org_signup_code} names the organization and
// the role a new account gets. A coordinator (or an admin) makes one, copies its link, switches it off or on.
import { Button, Stack, TextField } from '@mui/material';
import { useGetList, useRefresh, useTranslate } from 'ra-core';
import { useApiCommand } from '../dataProvider';
import { RoleSelect } from './InviteForms';
import { InlineForm, useFormState } from '../layout/inlineForm';
import { LinkTable } from './linkParts';

interface CodeRow {
  id: string;
  code: string;
  role: { keyname: string };
  active: boolean;
  path: string;
}

const NewCodeForm = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const form = useFormState({ code: '', role: 'trainee' });
  const create = useApiCommand((body: object) => ({ path: 'signup-codes', body }));
  const submit = () =>
    create.mutate(form.values, {
      onSuccess: () => {
        form.reset();
        refresh();
      },
      onError: form.failed,
    });
  return (
    <InlineForm onSubmit={submit}>
      <TextField
        label={translate('app.invites.codes.code')}
        {...form.field('code', translate('app.invites.codes.code_help'))}
        id="signup-code"
        required
      />
      <RoleSelect id="signup-code-role" value={form.values.role} onChange={(role) => form.set({ role })} />
      <Button type="submit" variant="contained" disabled={create.isPending}>
        {translate('app.invites.codes.create')}
      </Button>
    </InlineForm>
  );
};

/** The link column is left out on a phone: the code says it, and Copy link copies it. */
const linkColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const SignupCodesCard = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data = [] } = useGetList<CodeRow>('signup-codes', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const edit = useApiCommand((v: { code: string; active: boolean }) => ({
    path: `signup-codes/${encodeURIComponent(v.code)}`,
    method: 'PUT',
    body: { active: v.active },
  }));
  return (
    <Stack spacing={2}>
      <NewCodeForm />
      <LinkTable
        label={translate('app.invites.codes.title')}
        rows={data}
        nameOf={(row) => row.code}
        onActive={(row, active) => edit.mutate({ code: row.code, active }, { onSuccess: () => refresh() })}
        columns={[
          { header: translate('app.invites.codes.code'), cell: (row) => row.code },
          { header: translate('app.invites.role'), cell: (row) => translate(`app.roles.${row.role.keyname}`) },
          { header: translate('app.invites.codes.link'), cell: (row) => row.path, sx: linkColumn },
        ]}
      />
    </Stack>
  );
};
