// SIGNUP-06: the organization's logo and the invitation message, in its own words for the role,
// worded by the signup variant (SIGNUP-69).
import { Avatar, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SignupSource } from './types';

export const SignupHeader = ({ source }: { source: SignupSource }) => {
  const translate = useTranslate();
  const { organization, role, variant } = source;
  const roleWord = organization.dynamic_words[role] ?? translate(`app.roles.${role}`, { _: role });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
      {organization.logo_image_url ? (
        <Avatar variant="rounded" src={organization.logo_image_url} alt={organization.name} sx={{ width: 56, height: 56 }} />
      ) : (
        <Avatar variant="rounded" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
          {organization.name.slice(0, 1)}
        </Avatar>
      )}
      <div>
        <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {translate('app.signup.title', { organization: organization.name })}
        </Typography>
        <Typography color="text.secondary">
          {translate(`app.signup.invitation.${variant}`, { organization: organization.name, role: roleWord })}
        </Typography>
      </div>
    </Stack>
  );
};
