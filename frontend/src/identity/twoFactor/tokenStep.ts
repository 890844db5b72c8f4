// What the sign-in answer said about the token step (method, masked phone),
// kept for /auth/token in this tab: the answer itself is gone by then.
import { tabValue } from '../../session/tabValue';

export interface TokenStep {
  method: 'sms' | 'authenticator' | null;
  phone: string | null;
}

const kept = tabValue<TokenStep>('practicum.tokenStep');

/** Remembers the token step when a sign-in answer asks for one (AUTH-03: auth_code_required, phone). */
export function rememberTokenStep(answer: unknown): void {
  const body = (answer ?? {}) as { auth_code_required?: unknown; method?: unknown; phone?: unknown };
  if (body.auth_code_required !== true) return;
  kept.remember({
    method: body.method === 'sms' || body.method === 'authenticator' ? body.method : null,
    phone: typeof body.phone === 'string' ? body.phone : null,
  });
}

/** null when nothing is kept (or storage is refused): the page shows the generic instructions. */
export const tokenStep = (): TokenStep | null => kept.read();
export const forgetTokenStep = (): void => kept.forget();
