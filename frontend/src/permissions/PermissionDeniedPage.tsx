import { Alert, Button, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { useTranslate } from 'react-admin';
import { PageCard } from '../layout/PageCard';
import { shownPath } from '../identity/queryTexts';

export const PermissionDeniedPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  // only a path of the app: the query is anyone's to write (queryTexts.ts)
  const path = shownPath(params.get('path'));
  return (
    <PageCard title="app.permission_denied.title">
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
    </PageCard>
  );
};
