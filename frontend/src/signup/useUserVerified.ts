// SIGNUP-52: the realtime event userVerified {is_verified} on signup.<userId> moves an open
// wizard to confirm. The socket is opened after the account exists: the handshake carries the
// session that now names the new account.
import { useEffect } from 'react';
import { connectRealtime, disconnectRealtime } from '../realtime/socket';

export function useUserVerified(userId: string | null, onVerified: () => void): void {
  useEffect(() => {
    if (!userId) return;
    disconnectRealtime();
    const socket = connectRealtime();
    const event = `signup.${userId}.userVerified`;
    const handler = (payload: { is_verified?: boolean }) => {
      if (payload.is_verified) onVerified();
    };
    socket.on(event, handler);
    return () => {
      socket.off(event, handler);
      disconnectRealtime();
    };
  }, [userId, onVerified]);
}
