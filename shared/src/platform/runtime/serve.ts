// Serving a service until SIGTERM/SIGINT, then stopping it cleanly.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from '../logging.js';

export async function serve(options: {
  handler: RequestListener;
  port: number;
  /** The interface to listen on; this machine only (127.0.0.1) when omitted. */
  host?: string | undefined;
  logger: Logger;
  /** Runs once the server exists, before it listens (e.g. socket.io). */
  beforeListen?: (server: Server) => Promise<void>;
  stop: () => Promise<void>;
}): Promise<Server> {
  const server = createServer(options.handler);
  await options.beforeListen?.(server);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  options.logger.info({ host, port: options.port }, 'listening');
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.logger.info({ signal }, 'stopping');
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await options.stop().catch((error: unknown) => {
      options.logger.error({ err: error }, 'did not stop cleanly');
      process.exitCode = 1;
    });
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
  return server;
}
