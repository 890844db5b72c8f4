// POST /broadcasting/auth (spec 000 §7, 002 §2; NOTIF-12): may this session hear a private or presence
// channel? Answered in Pusher's protocol, signed with the realtime secret: a user's own private channel
// (`private-user.<id>`), the presence channel `presence-login` for an admin acting as themselves, and the signup
// channel of the account this browser just made (`private-signup.<id>`). Public channels need no authorization;
// anything else is refused. A presence channel hands every subscriber its member list, and who is online across
// every organization is the admins' to read only (ADMIN-08): our own socket.io server counts everyone but tells
// only admins, which a Pusher channel cannot do, so there only admins subscribe. Our own browser joins the same
// rooms by its session cookie at the socket.io handshake.
import { createHmac } from 'node:crypto';
import express, { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '@practicum/shared/domain/validation';
import { ForbiddenError, ValidationError } from '@practicum/shared/platform/errors';
import { channelAuthText, realtimeKeysFromEnv } from '@practicum/shared/platform/realtimeKeys';

export const CHANNEL_REFUSED = 'You may not listen on this channel.';
export const CHANNEL_UNKNOWN = 'The channel name is invalid.';

const authRequestSchema = z.object({
  socket_id: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'The socket id is invalid.'),
  channel_name: z.string().max(200),
});

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const privateUser = new RegExp(`^private-user\\.(${UUID})$`, 'i');
const privateSignup = new RegExp(`^private-signup\\.(${UUID})$`, 'i');
const PRESENCE_LOGIN = 'presence-login';

export function broadcastingAuthRoutes(deps: { secret: string; env?: Record<string, string | undefined> }): Router {
  const router = Router();
  const { key } = realtimeKeysFromEnv(deps.env ?? process.env);
  const sign = (text: string) => `${key}:${createHmac('sha256', deps.secret).update(text).digest('hex')}`;

  // Pusher's clients post a form; ours posts JSON
  router.post('/broadcasting/auth', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const { socket_id: socketId, channel_name: channel } = parseInput(authRequestSchema, req.body ?? {});
    const auth = req.session.auth;
    const ownUser = privateUser.exec(channel)?.[1];
    const signup = privateSignup.exec(channel)?.[1];
    if (ownUser !== undefined) {
      if (auth?.userId !== ownUser.toLowerCase()) throw new ForbiddenError(CHANNEL_REFUSED);
      res.json({ auth: sign(channelAuthText(socketId, channel)) });
      return;
    }
    if (signup !== undefined) {
      if (req.session.signupUserId !== signup.toLowerCase()) throw new ForbiddenError(CHANNEL_REFUSED);
      res.json({ auth: sign(channelAuthText(socketId, channel)) });
      return;
    }
    if (channel === PRESENCE_LOGIN) {
      // the member list is the admins' (ADMIN-08), and presence counts people, not admins looking through someone else's eyes
      if (auth?.role !== 'admin' || auth.impersonatorId !== null) throw new ForbiddenError(CHANNEL_REFUSED);
      const channelData = JSON.stringify({ user_id: auth.userId });
      res.json({ auth: sign(channelAuthText(socketId, channel, channelData)), channel_data: channelData });
      return;
    }
    throw new ValidationError({ channel_name: [CHANNEL_UNKNOWN] });
  });
  return router;
}
