// Invite links (SIGNUP-66, 67): make one for a role with an optional expiry and use limit,
// copy it, switch it off or on, delete it.
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useApiCommand } from '../dataProvider';
import { RoleSelect } from './InviteForms';
import { InlineForm, useCreateForm } from '../layout/inlineForm';
import { LinkTable, useLinkRows } from './linkParts';
import { useStatusLabel } from '../layout/statusLabel';
import { ConfirmedButton } from '../layout/ConfirmedButton';

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
  const form = useCreateForm({ name: '', role: 'trainee', max_uses: '', expires_on: '' }, 'invite-links', {
    body: (values) => ({
      name: values.name,
      role: values.role,
      max_uses: values.max_uses ? Number(values.max_uses) : null,
      expires_at: values.expires_on ? new Date(`${values.expires_on}T23:59:59`).toISOString() : null,
    }),
  });
  const { values } = form;
  return (
    <InlineForm onSubmit={form.submit}>
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
      <Button type="submit" variant="contained" disabled={form.isPending}>
        {translate('app.invites.links.create')}
      </Button>
    </InlineForm>
  );
};

export const InviteLinksCard = () => {
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  const { rows, isPending, onActive, refresh } = useLinkRows<LinkRow>('invite-links', (link) => `invite-links/${link.id}/edit`);
  const remove = useApiCommand((id: string) => ({ path: `invite-links/${id}/delete`, method: 'DELETE' }));
  return (
    <Stack spacing={2}>
      <NewLinkForm />
      <LinkTable
        label={translate('app.invites.links.title')}
        rows={rows}
        empty={!isPending && translate('app.invites.links.none')}
        nameOf={(link) => link.name}
        onActive={onActive}
        columns={[
          { header: translate('app.invites.links.name'), cell: (link) => link.name },
          { header: translate('app.invites.role'), cell: (link) => translate(`app.roles.${link.role.keyname}`) },
          {
            header: translate('app.invites.links.uses'),
            cell: (link) => (link.max_uses === null ? link.uses : `${link.uses} / ${link.max_uses}`),
          },
          {
            header: translate('app.invites.status'),
            cell: (link) => statusLabel(`app.invites.links.statuses.${link.status}`, link.status),
          },
        ]}
        actions={(link) => (
          <ConfirmedButton
            size="small"
            color="error"
            label={translate('app.invites.links.delete')}
            title="app.invites.links.delete_title"
            content="app.invites.links.delete_content"
            translateOptions={{ name: link.name }}
            confirm="app.invites.links.delete"
            onConfirm={() => remove.mutate(link.id, { onSuccess: () => refresh() })}
          />
        )}
      />
    </Stack>
  );
};
