// /admin/users/edit/:id: name and status edited in a form (PUT /api/admin/users/{id}),
// the user's details and positions (role, organization, status; removed and restored, ADMIN-25), and the admin's actions.
import { Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import {
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { userPaths } from './paths';
import { adminSettableStatuses, type AdminUser } from './types';
import { ErasureStatus } from './erasure/ErasureStatus';
import { useErasure } from './erasure/useErasure';
import { UserAdminActions } from './UserAdminActions';
import { UserPositionsCard } from './UserPositionsCard';
import { useTimes } from '../identity/timeZone';

const UserDetails = () => {
  const { formatDate } = useTimes();
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  const { erasure, isPending } = useErasure(user ? String(user.id) : undefined);
  if (!user) return null;
  const field = (name: string, value: string) => (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {translate(`resources.users.fields.${name}`)}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Card variant="outlined">
        <CardHeader
          title={user.name}
          subheader={user.status === 'pending' ? <Chip size="small" label={translate('resources.users.statuses.pending')} /> : null}
          // an erased person has nothing left to sign in with or reset
          action={isPending || erasure ? null : <UserAdminActions user={user} />}
        />
        <CardContent>
          <Stack spacing={1}>
            {erasure ? <ErasureStatus erasure={erasure} /> : null}
            {field('id', user.id)}
            {field('email', user.email)}
            {field('joindate', formatDate(user.joindate))}
          </Stack>
        </CardContent>
      </Card>
      <UserPositionsCard userId={user.id} />
    </Stack>
  );
};

/** Name and status; gone once the person is erased (a name typed for them would be stored already erased). */
const UserForm = () => {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  const { erasure, isPending } = useErasure(user ? String(user.id) : undefined);
  if (!user || isPending || erasure) return null;
  return (
    <Card variant="outlined">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="first_name" validate={required()} />
        <TextInput source="last_name" validate={required()} />
        <SelectInput
          source="status"
          validate={required()}
          choices={adminSettableStatuses.map((id) => ({ id, name: translate(`resources.users.statuses.${id}`) }))}
        />
      </SimpleForm>
    </Card>
  );
};

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<AdminUser>
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      queryOptions={{
        onError: (error: Error) => {
          notify(error.message, { type: 'error', messageArgs: { _: error.message } });
          redirect(userPaths.list);
        },
      }}
      sx={{ '& .RaEdit-card': { background: 'none', boxShadow: 'none', overflow: 'visible' } }}
    >
      <UserDetails />
      <UserForm />
    </Edit>
  );
};
