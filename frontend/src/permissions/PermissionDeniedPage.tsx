import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { Title, useTranslate } from 'react-admin';

export const PermissionDeniedPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const path = params.get('path');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.permission_denied.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.permission_denied.title')}
        </Typography>
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.permission_denied.message')}
        </Alert>
        {path ? (
          <Typography variant="body2" color="text.secondary" gutterBottom data-testid="permission-denied-path">
            {translate('app.permission_denied.path', { path })}
          </Typography>
        ) : null}
        <Button component={Link} to="/dashboard" variant="outlined" sx={{ mt: 1 }}>
          {translate('app.permission_denied.back')}
        </Button>
      </CardContent>
    </Card>
  );
};
