// Invite links (SIGNUP-66, 67): make one for a role with an optional expiry and use limit,
// copy it, switch it off or on, delete it.
import { useState } from 'react';
import { Box, Button, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useApiCommand } from '../dataProvider';
import { failureOf } from '../signup/useWizardCalls';
import { RoleSelect } from './InviteForms';

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
  const [values, setValues] = useState({ name: '', role: 'trainee', max_uses: '', expires_on: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
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
          setValues({ name: '', role: 'trainee', max_uses: '', expires_on: '' });
          setErrors({});
          refresh();
        },
        onError: (e) => setErrors(failureOf(e).fields),
      },
    );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        id="link-name"
        label={translate('app.invites.links.name')}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
      />
      <RoleSelect id="link-role" value={values.role} onChange={(role) => setValues({ ...values, role })} />
      <TextField
        id="link-max-uses"
        label={translate('app.invites.links.max_uses')}
        value={values.max_uses}
        onChange={(e) => setValues({ ...values, max_uses: e.target.value.replace(/\D/g, '') })}
        error={Boolean(errors.max_uses)}
        helperText={errors.max_uses}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        id="link-expires"
        type="date"
        label={translate('app.invites.links.expires')}
        value={values.expires_on}
        onChange={(e) => setValues({ ...values, expires_on: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={create.isPending}>
        {translate('app.invites.links.create')}
      </Button>
    </Stack>
  );
};

export const InviteLinksCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
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
  const copy = (link: LinkRow) =>
    void navigator.clipboard
      ?.writeText(`${window.location.origin}${link.path}`)
      .then(() => notify('app.invites.links.copied', { type: 'success' }))
      .catch(() => notify(`${window.location.origin}${link.path}`, { type: 'info' }));
  return (
    <Stack spacing={2}>
      <NewLinkForm />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.invites.links.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.invites.links.name')}</TableCell>
              <TableCell>{translate('app.invites.role')}</TableCell>
              <TableCell>{translate('app.invites.links.uses')}</TableCell>
              <TableCell>{translate('app.invites.status')}</TableCell>
              <TableCell>{translate('app.invites.links.active')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((link) => (
              <TableRow key={link.id}>
                <TableCell>{link.name}</TableCell>
                <TableCell>{translate(`app.roles.${link.role.keyname}`)}</TableCell>
                <TableCell>{link.max_uses === null ? link.uses : `${link.uses} / ${link.max_uses}`}</TableCell>
                <TableCell>{translate(`app.invites.links.statuses.${link.status}`)}</TableCell>
                <TableCell>
                  <Switch
                    checked={link.active}
                    slotProps={{ input: { 'aria-label': translate('app.invites.links.active_for', { name: link.name }) } }}
                    onChange={(e) => edit.mutate({ id: link.id, active: e.target.checked }, { onSuccess: () => refresh() })}
                  />
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => copy(link)}>
                    {translate('app.invites.links.copy')}
                  </Button>
                  <Button size="small" color="error" onClick={() => remove.mutate(link.id, { onSuccess: () => refresh() })}>
                    {translate('app.invites.links.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
};
