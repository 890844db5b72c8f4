// /organization: the user's organization (name, logo, dynamic words), its owner and settings (PEOPLE-24, 25).
import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useApiRead } from '../dataProvider';
import { useCurrentUser } from '../identity/currentUser';
import { MyOrganizationDynamicWords } from './MyOrganizationDynamicWords';
import { MyOrganizationSettings } from './MyOrganizationSettings';
import type { MemberOrganizationRecord } from '@practicum/shared/domain/organizations/records';

export const MyOrganizationPage = () => {
  const { user } = useCurrentUser();
  const organizationId = user?.current_position?.organization?.id;
  const path = organizationId ? `organizations/${organizationId}` : null;
  const { data } = useApiRead<MemberOrganizationRecord>(path);
  if (!data) return null;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.my_organization.title" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          {data.logo_image_url ? <Avatar src={data.logo_image_url} alt="" variant="rounded" /> : null}
          <Typography variant="h5" component="h1">
            {data.name}
          </Typography>
        </Stack>
        <MyOrganizationDynamicWords organization={data} path={path!} />
        <MyOrganizationSettings organization={data} path={path!} />
      </CardContent>
    </Card>
  );
};
