// /terms-of-service and /privacy-policy: public pages, opened in new tabs from
// the terms prompt, signup and the footer.
import { Container, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PublicLayout } from './PublicLayout';

const LegalPage = ({ name }: { name: 'terms' | 'privacy' }) => {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(`app.legal.${name}.title`)}
        </Typography>
        {[1, 2, 3].map((n) => (
          <Typography key={n} component="p" sx={{ mb: 2 }}>
            {translate(`app.legal.${name}.p${n}`)}
          </Typography>
        ))}
      </Container>
    </PublicLayout>
  );
};

export const TermsOfServicePage = () => <LegalPage name="terms" />;
export const PrivacyPolicyPage = () => <LegalPage name="privacy" />;
