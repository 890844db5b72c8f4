// GET /api/userlockout/start (spec 000 §7): a GET that writes, so it carries the
// CSRF header like any write.
import { getThatWrites } from '../dataProvider';

export async function startUserLockout(): Promise<void> {
  await getThatWrites('/api/userlockout/start');
}
