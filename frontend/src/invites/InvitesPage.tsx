// /invites (issue 12 item 6): a coordinator (or an admin) invites people one by one or as a
// pasted list, follows the invitations, and manages invite links and signup codes.
import type { ReactNode } from 'react';
import { Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { InviteLinksCard } from './InviteLinksCard';
import { InviteListForm, InviteOneForm } from './InviteForms';
import { InvitesTable } from './InvitesTable';
import { SignupCodesCard } from './SignupCodesCard';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

export const InvitesPage = () => (
  <Container maxWidth="lg" sx={{ py: 2 }}>
    <Title title="app.invites.title" />
    <Stack spacing={2}>
      <Section title="app.invites.one_title">
        <InviteOneForm />
      </Section>
      <Section title="app.invites.list_title_paste">
        <InviteListForm />
      </Section>
      <Section title="app.invites.links.title">
        <InviteLinksCard />
      </Section>
      <Section title="app.invites.codes.title">
        <SignupCodesCard />
      </Section>
      <Section title="app.invites.sent_title">
        <InvitesTable />
      </Section>
    </Stack>
  </Container>
);
