// Alerts on the login screens from the query string: error, info and success
// values (spec 000 §2.1, AUTH-13), e.g. /login?success=… after a password reset. Only the texts the app
// sends there are shown (queryTexts.ts): a link made elsewhere cannot put its words on the login page.
import { Alert } from '@mui/material';
import { loginQueryText } from './queryTexts';

const severities = ['error', 'info', 'success'] as const;

export const LoginQueryAlerts = ({ search }: { search: URLSearchParams }) => (
  <>
    {severities.map((severity) => {
      const text = loginQueryText(severity, search.get(severity));
      return text ? (
        <Alert key={severity} severity={severity} sx={{ mb: 1 }} data-testid={`login-${severity}`}>
          {text}
        </Alert>
      ) : null;
    })}
  </>
);
