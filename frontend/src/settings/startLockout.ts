// GET /api/userlockout/start (spec 000 §7): a GET that writes, so it carries the
// CSRF header like any write.
import { csrfToken, httpClient } from '../dataProvider';

export async function startUserLockout(): Promise<void> {
  await httpClient('/api/userlockout/start', { headers: { 'X-CSRF-TOKEN': await csrfToken.get() } });
}
