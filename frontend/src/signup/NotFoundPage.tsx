// /404 (SIGNUP-58, 59): the page a bad signup or verification link lands on, with the reason: one of the app's
// own messages (notFoundMessage.ts), never a text the link carries.
import { Alert, Button, Container, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { useTranslate } from 'ra-core';
import { PublicLayout } from '../shell/PublicLayout';
import { notFoundText } from './notFoundMessage';

export const NotFoundPage = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const known = notFoundText(search.get('error'));
  const generic = translate('app.errors.not_found', { _: 'The requested resource was not found' });
  return (
    <PublicLayout>
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('app.errors.title_404', { _: 'Not Found' })}
        </Typography>
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {known === null ? generic : 'message' in known ? known.message : translate(known.key, { _: generic })}
        </Alert>
        <Button component={Link} to="/login" variant="outlined">
          {translate('app.shell.public.login')}
        </Button>
      </Container>
    </PublicLayout>
  );
};
