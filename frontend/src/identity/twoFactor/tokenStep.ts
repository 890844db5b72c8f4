// What the sign-in answer said about the token step (method, masked phone),
// kept for /auth/token in sessionStorage: the answer itself is gone by then.
export interface TokenStep {
  method: 'sms' | 'authenticator' | null;
  phone: string | null;
}

const KEY = 'practicum.tokenStep';

/** Remembers the token step when a sign-in answer asks for one (AUTH-03: auth_code_required, phone). */
export function rememberTokenStep(answer: unknown): void {
  const body = (answer ?? {}) as { auth_code_required?: unknown; method?: unknown; phone?: unknown };
  if (body.auth_code_required !== true) return;
  const step: TokenStep = {
    method: body.method === 'sms' || body.method === 'authenticator' ? body.method : null,
    phone: typeof body.phone === 'string' ? body.phone : null,
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(step));
  } catch {
    // storage refused (private mode): the page shows the generic instructions
  }
}

export function tokenStep(): TokenStep | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as TokenStep) : null;
  } catch {
    return null;
  }
}

export function forgetTokenStep(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
