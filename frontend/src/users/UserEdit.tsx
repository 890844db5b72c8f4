// /admin/users/edit/:id: the user's details and positions (role, organization,
// status), with the admin's actions.
import { Card, CardContent, CardHeader, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { formatDate } from '../i18n/dates';
import { UserAdminActions } from './UserAdminActions';
import { type AdminUser } from './types';

export const UserEdit = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: user, isPending, error } = useGetOne<AdminUser>('users', { id });
  if (isPending) return <Loading />;
  if (error || !user) return <Typography sx={{ mt: 2 }}>{translate('app.errors.not_found')}</Typography>;
  const field = (name: string, value: string) => (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {translate(`resources.users.fields.${name}`)}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={user.name} />
      <Card variant="outlined">
        <CardHeader
          title={user.name}
          subheader={user.status === 'pending' ? <Chip size="small" label={translate('resources.users.statuses.pending')} /> : null}
          action={<UserAdminActions user={user} />}
        />
        <CardContent>
          <Stack spacing={1}>
            {field('id', user.id)}
            {field('email', user.email)}
            {field('status', translate(`resources.users.statuses.${user.status}`, { _: user.status }))}
            {field('joindate', formatDate(user.joindate))}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={translate('resources.users.fields.positions')} />
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.users.fields.role')}</TableCell>
              <TableCell>{translate('resources.users.fields.organization_id')}</TableCell>
              <TableCell>{translate('resources.users.fields.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(user.positions ?? []).map((p) => (
              <TableRow key={p.id}>
                <TableCell>{translate(`app.roles.${p.role.keyname}`, { _: p.role.name })}</TableCell>
                <TableCell>{p.organization.name}</TableCell>
                <TableCell>{translate(`resources.users.statuses.${p.status}`, { _: p.status })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
};
