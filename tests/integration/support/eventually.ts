// Polls until a check answers something truthy (read models and consumers catch up asynchronously), and the
// notification a test waits for that way.
import type { RunningPracticum } from '@practicum/infra/app';

export const eventually = async <T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** The first notification of `userId` that links to `linkUri`, once the notifications projection has written it. */
export const notificationOf = (app: RunningPracticum, userId: string, linkUri: string) =>
  eventually(
    async () => (await app.knex('notifications').where({ user_id: userId, link_uri: linkUri }).first()) as { message: string } | undefined,
  );
