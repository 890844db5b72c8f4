// The card the signed-out identity screens share (activation, reset request,
// new password): a title, the screen's content, its failure alert and, where the
// screen is a detour from signing in, the way back to /login.
import type { ReactNode } from 'react';
import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';

export const FailureAlert = ({ message }: { message: string | null }) =>
  message ? (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {message}
    </Alert>
  ) : null;

export const PublicCard = (props: { title: string; maxWidth?: number; backToLogin?: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <CardContent sx={{ minWidth: 320, maxWidth: props.maxWidth ?? 400 }}>
      <Typography variant="h5" component="h1" align="center" gutterBottom>
        {translate(props.title)}
      </Typography>
      {props.children}
      {props.backToLogin ? (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button component={Link} to="/login" size="small">
            {translate('app.password_reset.back_to_login')}
          </Button>
        </Box>
      ) : null}
    </CardContent>
  );
};
