// /account: the signed-in user's name, phone and timezone (spec 000 §3.4 list),
// saved by PUT /api/users/current; field errors from the server land on the inputs.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, Title, required, useNotify, useTranslate } from 'react-admin';
import { timezoneOptions } from '@practicum/shared/domain/identity/account';
import { forgetCurrentUser, roleOf, useCurrentUser } from '../identity/currentUser';
import { InsuranceCard } from '../insurance';
import { AccountPasswordCard } from './AccountPasswordCard';
import { AccountEmailCard } from './AccountEmailCard';
import { AccountPhotoCard } from './AccountPhotoCard';
import { AccountTwoFactorCard } from './AccountTwoFactorCard';
import { AccountNotificationsCard } from './AccountNotificationsCard';
import { saveAccountForm } from './accountForms';
import { useCanWrite } from '../session/useCanWrite';
import { SaveOnceButton } from '../layout/SaveOnceButton';

const timezoneChoices = timezoneOptions.map((t) => ({ id: t.zone, name: t.name }));

interface AccountValues {
  first_name: string;
  last_name: string;
  phone: string | null;
  timezone: string | null;
}

export const AccountPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user, isPending } = useCurrentUser();
  // a read-only (graduated) account shows its details and changes none of them (the server refuses every change)
  const canWrite = useCanWrite();
  if (isPending || !user) return null;

  const save = (values: Record<string, unknown>) => {
    const { first_name, last_name, phone, timezone } = values as unknown as AccountValues;
    const body = { first_name, last_name, phone: phone ?? '', timezone: timezone ?? null };
    return saveAccountForm('users/current', body, notify, async () => {
      forgetCurrentUser();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      notify('app.account.saved', { type: 'success' });
    });
  };

  return (
    <>
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <Title title="app.account.title" />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.account.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {user.email}
          </Typography>
          <Form
            defaultValues={{
              first_name: user.first_name,
              last_name: user.last_name,
              phone: user.phone ?? '',
              timezone: user.timezone ?? null,
            }}
            onSubmit={save}
          >
            <TextInput source="first_name" label="app.account.first_name" validate={required()} fullWidth readOnly={!canWrite} />
            <TextInput source="last_name" label="app.account.last_name" validate={required()} fullWidth readOnly={!canWrite} />
            <TextInput source="phone" label="app.account.phone" fullWidth readOnly={!canWrite} />
            <SelectInput source="timezone" label="app.account.timezone" choices={timezoneChoices} fullWidth readOnly={!canWrite} />
            {canWrite ? <SaveOnceButton /> : null}
          </Form>
        </CardContent>
      </Card>
      {canWrite ? (
        <>
          <AccountPhotoCard user={user} />
          <AccountEmailCard currentEmail={user.email} />
          <AccountPasswordCard email={user.email} />
          <AccountNotificationsCard />
          <AccountTwoFactorCard />
        </>
      ) : null}
      {roleOf(user) === 'trainee' ? (
        // at the width of the page's other cards (on a trainee's page it spans the page)
        <Box sx={{ maxWidth: 640 }}>
          <InsuranceCard traineeId={user.id} />
        </Box>
      ) : null}
    </>
  );
};
