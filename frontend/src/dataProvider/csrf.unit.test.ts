import { describe, expect, it } from '@jest/globals';
import { createCsrfTokenStore } from './csrf';

const counting = (tokens: string[]) => {
  const asked: string[] = [];
  const fetchFn = ((url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify({ token: tokens.shift() }), { status: 200 }));
  }) as unknown as typeof fetch;
  return { asked, fetchFn };
};

describe('the CSRF token store', () => {
  it('uses the token the page came with, without asking; a refresh asks the server', async () => {
    const { asked, fetchFn } = counting(['rotated']);
    const store = createCsrfTokenStore(fetchFn, 'from-the-page');
    await expect(store.get()).resolves.toBe('from-the-page');
    await expect(store.get()).resolves.toBe('from-the-page');
    expect(asked).toEqual([]);
    await expect(store.refresh()).resolves.toBe('rotated');
    expect(asked).toEqual(['/auth/csrf-token']);
  });

  it('asks once when the page came without one, and again after forget (a sign-in rotates it)', async () => {
    const { asked, fetchFn } = counting(['first', 'second']);
    const store = createCsrfTokenStore(fetchFn);
    await expect(Promise.all([store.get(), store.get()])).resolves.toEqual(['first', 'first']);
    store.forget();
    await expect(store.get()).resolves.toBe('second');
    expect(asked).toHaveLength(2);
  });
});
