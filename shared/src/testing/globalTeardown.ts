export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __embeddedPg?: { stop(): Promise<void> } }).__embeddedPg;
  if (server) await server.stop();
}
