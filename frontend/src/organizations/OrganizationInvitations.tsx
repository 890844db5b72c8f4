// An organization's invitations on its admin page: a new organization has nobody in it, so the admin
// invites its first coordinator here (who then invites the others from /invites), and follows who accepted.
import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { InviteOneForm } from '../invites/InviteForms';
import { InvitesTable } from '../invites/InvitesTable';
import type { Organization } from './types';

export const OrganizationInvitations = () => {
  const translate = useTranslate();
  const organization = useRecordContext<Organization>();
  if (!organization) return null;
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.organization_invitations.title')} sx={{ m: 2 }}>
      <CardHeader
        title={translate('app.organization_invitations.title')}
        subheader={translate('app.organization_invitations.help', { name: organization.name })}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <InviteOneForm organizationId={organization.id} role="coordinator" />
          <InvitesTable organizationId={organization.id} />
        </Stack>
      </CardContent>
    </Card>
  );
};
