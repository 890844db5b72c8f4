// Who is online now (presence channel `login`, every replica): the first 20 and the count of everyone,
// read again whenever someone joins or leaves.
import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import type { OnlineUser } from '@practicum/shared/domain/identity/records';
import { connectRealtime } from '../realtime/socket';

const PRESENCE_EVENTS = ['login.here', 'login.joining', 'login.leaving'] as const;
export const ONLINE_LIST_SIZE = 20;

export function useOnlineUsers() {
  const {
    data = [],
    total = 0,
    isPending,
    refetch,
  } = useGetList<OnlineUser>('online-users', { pagination: { page: 1, perPage: ONLINE_LIST_SIZE } }, { refetchInterval: 60_000 });
  useEffect(() => {
    const socket = connectRealtime();
    const refresh = () => void refetch();
    for (const name of PRESENCE_EVENTS) socket.on(name, refresh);
    return () => {
      for (const name of PRESENCE_EVENTS) socket.off(name, refresh);
    };
  }, [refetch]);
  return { online: data, total, isPending };
}
