// Account step (SIGNUP-12 … 15): names, email, password with strength meter and confirmation,
// terms of service and privacy policy (opened in new tabs).
import { useState, type ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, IconButton, InputAdornment, Link } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'ra-core';
import { PasswordStrengthMeter } from '../identity/PasswordStrengthMeter';
import { usePasswordCheck } from '../identity/usePasswordCheck';
import { Field, binder } from './fields';
import type { FieldErrors, SignupSourcePayload, SignupValues } from './types';

interface StepProps {
  values: SignupValues;
  errors: FieldErrors;
  set: (changes: Partial<SignupValues>) => void;
  emailLocked: boolean;
  /** Where the account comes from: its organization's password policy applies. */
  joining: SignupSourcePayload;
}

/** The documents a new account accepts, each opened in a new tab from its checkbox label. */
const acceptances = [
  { name: 'terms_accepted', href: '/terms-of-service', document: 'terms' },
  { name: 'privacy_accepted', href: '/privacy-policy', document: 'privacy' },
] as const;

const Acceptance = ({
  name,
  checked,
  error,
  onChange,
  label,
}: {
  name: 'terms_accepted' | 'privacy_accepted';
  checked: boolean;
  error?: string;
  onChange: (v: boolean) => void;
  label: ReactNode;
}) => (
  <Box>
    <FormControlLabel
      control={
        <Checkbox
          id={`signup-${name}`}
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'aria-invalid': Boolean(error) } }}
        />
      }
      label={label}
    />
    {error ? <FormHelperText error>{error}</FormHelperText> : null}
  </Box>
);

export const AccountStep = ({ values, errors, set, emailLocked, joining }: StepProps) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const verdict = usePasswordCheck(values.password, values.email || null, {
    joining,
    names: { first_name: values.first_name, last_name: values.last_name },
  });
  const t = (key: string) => translate(`app.signup.account.${key}`);
  const bind = binder(values, errors, set);
  return (
    <>
      <Field {...bind('first_name')} label="app.signup.account.first_name" required />
      <Field {...bind('last_name')} label="app.signup.account.last_name" required />
      <Field {...bind('email')} label="app.signup.account.email" type="email" required disabled={emailLocked} autoComplete="email" />
      <Field
        {...bind('password')}
        label="app.signup.account.password"
        type={shown ? 'text' : 'password'}
        required
        autoComplete="new-password"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t(shown ? 'hide_password' : 'show_password')} onClick={() => setShown(!shown)} edge="end">
                  {shown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <PasswordStrengthMeter verdict={verdict} extraStrong={verdict?.extra_strong ?? false} />
      <Field
        {...bind('password_confirmation')}
        label="app.signup.account.password_confirmation"
        type="password"
        required
        autoComplete="new-password"
      />
      {acceptances.map(({ name, href, document }) => (
        <Acceptance
          key={name}
          name={name}
          checked={values[name]}
          error={errors[name]}
          onChange={(v) => set({ [name]: v })}
          label={
            <>
              {t('accept')}{' '}
              <Link href={href} target="_blank" rel="noopener">
                {t(document)}
              </Link>
            </>
          }
        />
      ))}
    </>
  );
};
