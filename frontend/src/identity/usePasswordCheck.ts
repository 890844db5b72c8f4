// The server's verdict on a new password, asked 500 ms after the last keystroke
// (spec 000 §5, §9): POST /api/password/validate/{email}.
import { useEffect, useState } from 'react';
import { type PasswordCheck } from '@practicum/shared/domain/identity/passwordPolicy';
import { httpClient } from '../dataProvider';

export const PASSWORD_CHECK_DEBOUNCE_MS = 500;

export interface PasswordVerdict extends PasswordCheck {
  extra_strong: boolean;
  /** The password this verdict is about. */
  password: string;
}

/** What the server judges a password against beyond the address, where the form has it. */
export interface PasswordCheckAbout {
  /** The reset link's: the server judges against the account's name and organization policy. */
  token?: string;
  /** The signup's source (code, invitation or link): a new address is judged by the policy of the organization it joins. */
  joining?: Record<string, string>;
  /** The names typed on the form (signup): a password must not contain them, as the step's own check says. */
  names?: { first_name: string; last_name: string };
}

export function usePasswordCheck(password: string, email: string | null, about: PasswordCheckAbout = {}): PasswordVerdict | null {
  // objects made at each render: the request follows their content, not their identity
  const { token } = about;
  const extrasKey = JSON.stringify({ ...about.joining, ...about.names });
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const path = email ? `/api/password/validate/${encodeURIComponent(email)}` : '/api/password/validate';
      httpClient(path, {
        method: 'POST',
        body: JSON.stringify({ password, token, ...(JSON.parse(extrasKey) as Record<string, string>) }),
        signal: controller.signal,
      })
        .then(({ json }) => setVerdict({ ...(json as Omit<PasswordVerdict, 'password'>), password }))
        .catch(() => undefined);
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, email, token, extrasKey]);
  return verdict;
}
