import argon2 from 'argon2';

// argon2id with OWASP's recommended memory cost (19 MiB, 2 passes).
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

let verifications = 0;
/** How many argon2 verifications this process has run: what the sign-in limiter must bound (tests, metrics). */
export const passwordVerifications = (): number => verifications;

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  verifications += 1;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
