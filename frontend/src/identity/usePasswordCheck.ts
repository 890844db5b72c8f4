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

/**
 * `token`: the reset link's, so the server judges against the account's name and organization policy. `joining`: the
 * signup's source (code, invitation or link), so a new address is judged by the policy of the organization it joins.
 */
export function usePasswordCheck(
  password: string,
  email: string | null,
  token?: string,
  joining?: Record<string, string>,
): PasswordVerdict | null {
  // an object made at each render: the request follows its content, not its identity
  const joiningKey = joining ? JSON.stringify(joining) : undefined;
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
        body: JSON.stringify({ password, token, ...(joiningKey ? JSON.parse(joiningKey) : {}) }),
        signal: controller.signal,
      })
        .then(({ json }) => setVerdict({ ...(json as Omit<PasswordVerdict, 'password'>), password }))
        .catch(() => undefined);
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, email, token, joiningKey]);
  return verdict;
}
