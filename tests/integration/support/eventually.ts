// Polls until a check answers something truthy (read models and consumers catch up asynchronously).
export const eventually = async <T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};
