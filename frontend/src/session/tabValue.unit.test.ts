import { describe, expect, it } from '@jest/globals';
import { tabValue } from './tabValue';

/** A tab's storage: a map, as sessionStorage keeps strings. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
  removeItem: (): void => {
    throw new Error('SecurityError');
  },
};

describe('a value kept in this tab', () => {
  it('reads back what was remembered, as it was, until forgotten', () => {
    const store = memoryStore();
    const kept = tabValue<{ method: string; phone: string | null }>('practicum.test', () => store);
    expect(kept.read()).toBeNull();
    kept.remember({ method: 'sms', phone: null });
    expect(kept.read()).toEqual({ method: 'sms', phone: null });
    kept.forget();
    expect(kept.read()).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('reads its key at each call, so a key by address keeps one value per address', () => {
    const store = memoryStore();
    let path = '/signup/a';
    const kept = tabValue<string>(
      () => `practicum.test:${path}`,
      () => store,
    );
    kept.remember('first');
    path = '/signup/b';
    expect(kept.read()).toBeNull();
    kept.remember('second');
    path = '/signup/a';
    expect(kept.read()).toBe('first');
  });

  it('keeps nothing and throws nothing when storage is refused or holds something unreadable', () => {
    const kept = tabValue<string>('practicum.test', () => refusing);
    expect(() => kept.remember('x')).not.toThrow();
    expect(kept.read()).toBeNull();
    expect(() => kept.forget()).not.toThrow();
    const store = memoryStore();
    store.items.set('practicum.test', 'not json{');
    expect(tabValue<string>('practicum.test', () => store).read()).toBeNull();
  });
});
