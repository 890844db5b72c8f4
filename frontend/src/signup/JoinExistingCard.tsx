// Join existing (SIGNUP-69): someone signed in who opens an organization's signup link is offered the position it
// gives on the account they have (a second account with the same e-mail is not possible), or to sign out first.
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'ra-core';
import { useApiCommand } from '../dataProvider';
import type { CurrentUser } from '../identity/currentUser';
import { useSwitchPosition } from '../shell/useSwitchPosition';
import { SignupHeader } from './SignupHeader';
import type { SignupSource } from './types';

export const JoinExistingCard = ({ source, user }: { source: SignupSource; user: CurrentUser }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const switchPosition = useSwitchPosition();
  const [failure, setFailure] = useState<string | null>(null);
  const join = useApiCommand<void, { position_id: string }>(() => ({ path: 'signup/join-existing', method: 'POST', body: source.payload }));
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.signup.existing.${key}`, options);
  const { name } = source.organization;
  const invitedElsewhere = source.invite && source.invite.email !== user.email ? source.invite.email : null;
  const onJoin = async () => {
    setFailure(null);
    try {
      const { position_id } = await join.mutateAsync();
      await switchPosition(position_id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : translate('app.errors.server'));
    }
  };
  // signed out, the same link shows the new-account wizard
  const signOut = () => logout({}, false).then(() => window.location.reload());
  return (
    <Card>
      <CardContent>
        <SignupHeader source={source} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        <Typography gutterBottom>{t('signed_in_as', { name: user.name, email: user.email })}</Typography>
        {invitedElsewhere ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            {t('invited_other', { email: invitedElsewhere })}
          </Alert>
        ) : (
          <Typography color="text.secondary">{t('offer', { organization: name })}</Typography>
        )}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={() => void signOut()}>{t('sign_out')}</Button>
          {invitedElsewhere ? null : (
            <Button variant="contained" disabled={join.isPending} onClick={() => void onJoin()}>
              {t('join', { organization: name })}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
