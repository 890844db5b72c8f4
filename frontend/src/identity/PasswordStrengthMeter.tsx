// Strength meter under a new password: the estimator's score (0..4), its
// feedback, the policy's requirement text and every rule still broken.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { passwordRequirements } from '@practicum/shared/domain/identity/passwordPolicy';
import { type PasswordVerdict } from './usePasswordCheck';

const colors = ['error', 'error', 'warning', 'info', 'success'] as const;

export const PasswordStrengthMeter = ({ verdict, extraStrong }: { verdict: PasswordVerdict | null; extraStrong: boolean }) => {
  const translate = useTranslate();
  const score = verdict?.strength ?? 0;
  // a strong guess score beside a broken rule would read as "fine": the bar and its words say it is not accepted
  const refused = verdict !== null && verdict.errors.password.length > 0;
  const strength = verdict ? translate(`app.password_update.score_${score}`) : '–';
  return (
    <Box sx={{ mb: 2 }} data-testid="password-strength">
      <LinearProgress
        variant="determinate"
        value={verdict ? (score + 1) * 20 : 0}
        color={refused ? 'error' : (colors[score] ?? 'error')}
        aria-label={translate('app.password_update.strength')}
      />
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {translate('app.password_update.strength')}: {refused ? translate('app.password_update.not_accepted', { strength }) : strength}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {passwordRequirements(extraStrong)}
      </Typography>
      {refused ? (
        <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main', typography: 'caption' }} role="list" aria-label="password errors">
          {verdict.errors.password.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Box>
      ) : null}
      {verdict?.feedback.warning ? (
        <Typography variant="caption" component="p" color="warning.main">
          {verdict.feedback.warning}
        </Typography>
      ) : null}
      {verdict?.feedback.suggestions.map((suggestion) => (
        <Typography key={suggestion} variant="caption" component="p" color="text.secondary">
          {suggestion}
        </Typography>
      ))}
    </Box>
  );
};
