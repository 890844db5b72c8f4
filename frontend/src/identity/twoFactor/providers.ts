// GET /api/auth/providers: whether Google sign-in is configured and whether the
// text-message method is offered. Asked once per page load.
import { useEffect, useState } from 'react';
import { httpClient } from '../../dataProvider';

export interface SignInProviders {
  google: boolean;
  sms_disabled: boolean;
}

let answer: Promise<SignInProviders> | null = null;

export function loadSignInProviders(): Promise<SignInProviders> {
  answer ??= httpClient('/api/auth/providers')
    .then(({ json }) => json as SignInProviders)
    .catch(() => {
      answer = null;
      return { google: false, sms_disabled: false };
    });
  return answer;
}

export function useSignInProviders(): SignInProviders | null {
  const [providers, setProviders] = useState<SignInProviders | null>(null);
  useEffect(() => {
    let live = true;
    void loadSignInProviders().then((value) => live && setProviders(value));
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
