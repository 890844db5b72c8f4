// One setting by key (GET /api/settings/{key}) and its PUT with a new value.
import { useGetOne, useUpdate, type UseGetOneOptions } from 'ra-core';
import { type Setting, type SettingKey } from './types';

export function useSetting<Value>(key: SettingKey, options?: UseGetOneOptions<Setting<Value>>) {
  return useGetOne<Setting<Value>>('settings', { id: key }, { retry: false, ...options });
}

export function useSaveSetting<Value>(key: SettingKey) {
  const [update, state] = useUpdate<Setting<Value>>();
  const save = (
    value: Value,
    previous: Setting<Value> | undefined,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) =>
    update(
      'settings',
      { id: key, data: { value }, previousData: previous },
      { mutationMode: 'pessimistic', onSuccess: callbacks.onSuccess, onError: callbacks.onError },
    );
  return [save, state] as const;
}
