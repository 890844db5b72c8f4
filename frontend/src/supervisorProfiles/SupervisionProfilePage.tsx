// /supervision-profile (PEOPLE-27): a supervisor's or faculty member's own
// profile, licences and documents (through the attachments area), and what they answered at signup (PEOPLE-31),
// which the signup survey says shows on their profile.
import { Box, Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { SignupAnswersCard } from '../signup/SignupAnswersCard';
import { useSupervisionProfile } from './profileApi';
import { LicensesCard } from './LicensesCard';
import { SupervisionProfileForm } from './SupervisionProfileForm';

export const SupervisionProfilePage = () => {
  const { data: profile } = useSupervisionProfile();
  if (!profile) return <Title title="app.supervision_profile.title" />;
  return (
    <>
      <Title title="app.supervision_profile.title" />
      <SupervisionProfileForm profile={profile} />
      <LicensesCard licenses={profile.licenses} />
      <Box sx={{ maxWidth: 800 }}>
        <SignupAnswersCard userId={profile.user_id} />
      </Box>
      <Card sx={{ mt: 2, maxWidth: 800 }}>
        <CardContent>
          <AttachmentsPanel
            type="supervisor_profile"
            id={profile.user_id}
            userId={profile.user_id}
            isCoordinator={false}
            title="app.supervision_profile.sections.documents"
          />
        </CardContent>
      </Card>
    </>
  );
};
