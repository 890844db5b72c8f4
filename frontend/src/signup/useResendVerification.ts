// Resending the verification mail (SIGNUP-50, 51, 71), from the wizard's verify step and from
// /login/activate alike: a success toast at once, "verification resent" after 3 seconds (000 §9),
// and on failure the first message (000 §8).
import { useState } from 'react';
import { useNotify } from 'ra-core';
import { httpClient } from '../dataProvider';
import { loginFailureMessages } from '../identity/loginFailure';

export const RESEND_CONFIRMATION_DELAY_MS = 3000;

export function useResendVerification(email: string, onFailure?: (message: string) => void) {
  const notify = useNotify();
  const [status, setStatus] = useState<'idle' | 'sending' | 'resent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async () => {
    setStatus('sending');
    setFailure(null);
    try {
      await httpClient('/api/signup/resend-email-verification', { method: 'POST', body: JSON.stringify({ email }) });
      notify('app.signup.verify.sent', { type: 'success' });
      setTimeout(() => setStatus('resent'), RESEND_CONFIRMATION_DELAY_MS);
    } catch (error) {
      const first = loginFailureMessages(error)[0] ?? null;
      setFailure(first);
      setStatus('idle');
      if (first) onFailure?.(first);
    }
  };
  return { status, failure, resend };
}
