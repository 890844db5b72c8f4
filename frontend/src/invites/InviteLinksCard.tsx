// Invite links (SIGNUP-66, 67): make one for a role with an optional expiry and use limit,
// copy it, switch it off or on, delete it.
import { Button, Stack, TextField } from '@mui/material';
import { useGetList, useRefresh, useTranslate } from 'ra-core';
import { useApiCommand } from '../dataProvider';
import { RoleSelect } from './InviteForms';
import { InlineForm, useFormState } from '../layout/inlineForm';
import { LinkTable } from './linkParts';

interface LinkRow {
  id: string;
  name: string;
  role: { keyname: string };
  expires_at: string | null;
  max_uses: number | null;
  uses: number;
  active: boolean;
  status: string;
  path: string;
}

const NewLinkForm = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const form = useFormState({ name: '', role: 'trainee', max_uses: '', expires_on: '' });
  const { values } = form;
  const create = useApiCommand((body: object) => ({ path: 'invite-links', body }));
  const submit = () =>
    create.mutate(
      {
        name: values.name,
        role: values.role,
        max_uses: values.max_uses ? Number(values.max_uses) : null,
        expires_at: values.expires_on ? new Date(`${values.expires_on}T23:59:59`).toISOString() : null,
      },
      {
        onSuccess: () => {
          form.reset();
          refresh();
        },
        onError: form.failed,
      },
    );
  return (
    <InlineForm onSubmit={submit}>
      <TextField label={translate('app.invites.links.name')} {...form.field('name')} id="link-name" required />
      <RoleSelect id="link-role" value={values.role} onChange={(role) => form.set({ role })} />
      <TextField
        label={translate('app.invites.links.max_uses')}
        {...form.field('max_uses')}
        id="link-max-uses"
        onChange={(e) => form.set({ max_uses: e.target.value.replace(/\D/g, '') })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        type="date"
        label={translate('app.invites.links.expires')}
        {...form.field('expires_on')}
        id="link-expires"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={create.isPending}>
        {translate('app.invites.links.create')}
      </Button>
    </InlineForm>
  );
};

export const InviteLinksCard = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data = [] } = useGetList<LinkRow>('invite-links', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const edit = useApiCommand((v: { id: string; active: boolean }) => ({
    path: `invite-links/${v.id}/edit`,
    method: 'PUT',
    body: { active: v.active },
  }));
  const remove = useApiCommand((id: string) => ({ path: `invite-links/${id}/delete`, method: 'DELETE' }));
  return (
    <Stack spacing={2}>
      <NewLinkForm />
      <LinkTable
        label={translate('app.invites.links.title')}
        rows={data}
        nameOf={(link) => link.name}
        onActive={(link, active) => edit.mutate({ id: link.id, active }, { onSuccess: () => refresh() })}
        columns={[
          { header: translate('app.invites.links.name'), cell: (link) => link.name },
          { header: translate('app.invites.role'), cell: (link) => translate(`app.roles.${link.role.keyname}`) },
          {
            header: translate('app.invites.links.uses'),
            cell: (link) => (link.max_uses === null ? link.uses : `${link.uses} / ${link.max_uses}`),
          },
          { header: translate('app.invites.status'), cell: (link) => translate(`app.invites.links.statuses.${link.status}`) },
        ]}
        actions={(link) => (
          <Button size="small" color="error" onClick={() => remove.mutate(link.id, { onSuccess: () => refresh() })}>
            {translate('app.invites.links.delete')}
          </Button>
        )}
      />
    </Stack>
  );
};
