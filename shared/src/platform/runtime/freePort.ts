// A second checkout (or a second `npm start`) on the same machine must not die on a taken port: the
// preferred port is used when free, otherwise one the system hands out.
import { createServer } from 'node:net';

function listenOnce(port: number): Promise<number | null> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/** `preferred` when nothing listens there, else a free port (and `onMoved` says which); 0 asks for any. */
export async function freePort(preferred: number, onMoved?: (port: number) => void): Promise<number> {
  if (preferred !== 0 && (await listenOnce(preferred)) !== null) return preferred;
  const port = await listenOnce(0);
  if (port === null) throw new Error(`port ${preferred} is in use and no other port is free`);
  if (preferred !== 0) onMoved?.(port);
  return port;
}
