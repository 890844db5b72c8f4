// /invites (issue 12 item 6): a coordinator (or an admin) invites people one by one or as a
// pasted list, follows the invitations, and manages invite links and signup codes.
import { Container, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { TitledCard } from '../layout/TitledCard';
import { InviteLinksCard } from './InviteLinksCard';
import { InviteListForm, InviteOneForm } from './InviteForms';
import { InvitesTable } from './InvitesTable';
import { SignupCodesCard } from './SignupCodesCard';

/** The page's sections, top to bottom: each a card titled by its i18n key and named by it as a landmark. */
const sections = [
  { title: 'app.invites.one_title', content: <InviteOneForm /> },
  { title: 'app.invites.list_title_paste', content: <InviteListForm /> },
  { title: 'app.invites.links.title', content: <InviteLinksCard /> },
  { title: 'app.invites.codes.title', content: <SignupCodesCard /> },
  { title: 'app.invites.sent_title', content: <InvitesTable /> },
];

export const InvitesPage = () => (
  <Container maxWidth="lg" sx={{ py: 2 }}>
    <Title title="app.invites.title" />
    <Stack spacing={2}>
      {sections.map(({ title, content }) => (
        <TitledCard key={title} section title={title}>
          {content}
        </TitledCard>
      ))}
    </Stack>
  </Container>
);
