// A real OpenID Connect provider for tests (`oidc-provider`, development login
// and consent screens), standing in for Google. Its port is taken first, so the
// app can be started with its issuer; the client (with the app's redirect URI)
// is registered once the app's port is known.
import { createServer, type Server } from 'node:http';
import type { GoogleSignInConfig } from '@practicum/command-service/identity/googleSignIn';

export const OIDC_CLIENT_ID = 'practicum-test';
const CLIENT_SECRET = 'practicum-test-secret-that-is-long-enough';

export interface TestOidcProvider {
  server: Server;
  issuer: string;
  /** The app's Google configuration pointing at this provider. */
  google: GoogleSignInConfig;
  /** Registers the app's client with its redirect URIs and starts answering. */
  start(redirectUris: string[]): Promise<void>;
  close(): Promise<void>;
}

/** accounts: the account id typed at the provider's login screen → its email claims. */
export async function reserveOidcProvider(accounts: Record<string, { email: string; email_verified: boolean }>): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as { port: number }).port}`;
  return {
    server,
    issuer,
    google: { clientId: OIDC_CLIENT_ID, clientSecret: CLIENT_SECRET, issuerUrl: issuer },
    async start(redirectUris) {
      const { default: Provider } = await import('oidc-provider');
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: OIDC_CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        findAccount: (_ctx: unknown, sub: string) =>
          accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) } : undefined,
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['oidc-provider-test-cookie-key'] },
      });
      server.on('request', provider.callback());
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
