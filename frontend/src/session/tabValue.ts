// A value this tab keeps across reloads (sessionStorage, JSON under one key). Storage can be refused (private mode,
// a full quota, a sandboxed frame): then nothing is kept and a read finds nothing, so no screen has to catch it.
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TabValue<T> {
  remember(value: T): void;
  /** What was remembered, or null when nothing was (or storage is refused, or holds something unreadable). */
  read(): T | null;
  forget(): void;
}

/** `key`: a function when the key depends on where the tab is (read at each call). */
export function tabValue<T>(key: string | (() => string), store: () => Store = () => sessionStorage): TabValue<T> {
  const keyNow = typeof key === 'string' ? () => key : key;
  const attempt = <R>(use: (storage: Store) => R, otherwise: R): R => {
    try {
      return use(store());
    } catch {
      return otherwise;
    }
  };
  return {
    remember: (value) => attempt((storage) => storage.setItem(keyNow(), JSON.stringify(value)), undefined),
    read: () =>
      attempt((storage) => {
        const text = storage.getItem(keyNow());
        return text === null ? null : (JSON.parse(text) as T);
      }, null),
    forget: () => attempt((storage) => storage.removeItem(keyNow()), undefined),
  };
}
