// socket.io on the query side, authenticated by the same session cookie: the
// express-session middleware runs on the handshake request. Rooms follow the
// spec's channels: `user.<userId>` (private), `login` (presence), and the public
// `lockout` and `deploy` channels. Events reach sockets only through the bus.
import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import { Server, type Socket } from 'socket.io';
import type { Session, SessionData } from 'express-session';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { idlePast, sessionIdleGuard } from '@practicum/shared/platform/http/sessionIdle';
import { activityReportSeconds } from '@practicum/shared/domain/identity/idleTimeout';
import type { Logger } from '@practicum/shared/platform/logging';
import { onlineIn, type Presence, type PresenceData } from './presence.js';

export const REALTIME_PATH = '/socket.io';
export const PUBLIC_CHANNELS = ['lockout', 'deploy'] as const;
export const PRESENCE_CHANNEL = 'login';
/**
 * The sockets that hear who comes and goes: admins' (the recent-users panel, ADMIN-08). Everyone signed in is
 * counted in PRESENCE_CHANNEL, but who else is online, across every organization, is nobody else's business.
 */
const PRESENCE_WATCHERS = 'login.watchers';
export const userChannel = (userId: string): string => `user.${userId}`;

/**
 * A message for a room. A room joined after an access check names `mayHear`, asked of each socket's session as it is
 * at delivery (access can end after the join: a socket keeps its rooms); a socket no longer allowed leaves the room.
 */
export interface RoomPush {
  room: string;
  name: string;
  payload: Record<string, unknown>;
  mayHear?: (auth: SessionAuth | null) => Promise<boolean>;
}

/** The session of a socket as it is now (the handshake's copy is reloaded: a sign-out or a switch since shows). */
export function freshSession(socket: { request: unknown }): Promise<(Session & Partial<SessionData>) | undefined> {
  const session = (socket.request as HandshakeWithSession).session;
  if (!session) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    session.reload((error: unknown) => resolve(error ? undefined : (socket.request as HandshakeWithSession).session)),
  );
}

/** Socket event names are `<channel>.<event>`, the channel's own event names from the spec. */
export const channelEvent = (channel: string, event: string): string => `${channel}.${event}`;

interface HandshakeWithSession {
  session?: Session & Partial<SessionData>;
}

/** SIGNUP-52: the channel of an account this browser just made; it hears userVerified. */
export const signupChannel = (userId: string): string => `signup.${userId}`;

export interface RealtimeServer {
  io: Server;
  close(): Promise<void>;
}

/** Further channels a signed-in socket may ask to join (e.g. an attachable's), each checking its own access. */
export type SocketSubscriptions = (socket: Socket, auth: SessionAuth) => void;
/** Subscriptions open to anonymous sockets too (auth null): each decides what a guest may hear. */
export type PublicSocketSubscriptions = (socket: Socket, auth: SessionAuth | null) => void;

export function attachRealtime(deps: {
  server: HttpServer;
  session: RequestHandler;
  presence: Presence;
  logger: Logger;
  subscriptions?: SocketSubscriptions[];
  /** Channels any socket may ask to join, signed in or not (a meeting's waiting room, a guest's signalling). */
  publicSubscriptions?: PublicSocketSubscriptions[];
  /** The idle timeout: an idle session is refused at the handshake and its open sockets are closed. */
  idleTimeoutSeconds: number;
}): RealtimeServer {
  const io = new Server(deps.server, { path: REALTIME_PATH, serveClient: false, cors: { origin: false } });
  deps.presence.attach(io);
  // Engine-level middleware: runs once per handshake, with the session cookie.
  io.engine.use(deps.session);
  io.engine.use(sessionIdleGuard(deps.idleTimeoutSeconds));
  const sweep = setInterval(() => closeIdleSockets(io, deps.idleTimeoutSeconds), activityReportSeconds(deps.idleTimeoutSeconds) * 1000);

  io.on('connection', (socket: Socket) => {
    const session = (socket.request as unknown as HandshakeWithSession).session;
    const auth: SessionAuth | null = session?.auth ?? null;
    void socket.join([...PUBLIC_CHANNELS]);
    if (session?.signupUserId) void socket.join(signupChannel(session.signupUserId));
    for (const subscribe of deps.publicSubscriptions ?? []) subscribe(socket, auth);
    if (!auth) return;
    const member = { id: auth.userId, impersonated: auth.impersonatorId !== null };
    const watches = auth.role === 'admin' && !member.impersonated;
    void socket.join([userChannel(auth.userId), PRESENCE_CHANNEL, ...(watches ? [PRESENCE_WATCHERS] : [])]);
    for (const subscribe of deps.subscriptions ?? []) subscribe(socket, auth);
    // Presence counts people, not admins looking through someone else's eyes.
    if (member.impersonated) return;
    (socket.data as PresenceData).presence = { id: auth.userId, since: Date.now() };
    // Whether this user has another socket on any replica decides joining and leaving (ADMIN-08).
    const othersOfUser = async () => (await onlineIn(io, userChannel(auth.userId))).length > 0;
    void (async () => {
      const here = await onlineIn(io, PRESENCE_CHANNEL);
      // "here" also tells the page its socket has joined its channels: everyone gets it, listing only themself
      // unless they watch
      socket.emit(channelEvent(PRESENCE_CHANNEL, 'here'), watches ? here.map((p) => ({ id: p.id })) : [{ id: auth.userId }]);
      if (!here.some((p) => p.id === auth.userId && p.since < (socket.data as PresenceData).presence!.since))
        socket.to(PRESENCE_WATCHERS).emit(channelEvent(PRESENCE_CHANNEL, 'joining'), member);
    })().catch((error: unknown) => deps.logger.warn({ err: error }, 'presence lookup failed'));
    socket.on('disconnect', () => {
      void othersOfUser()
        .then((stillOnline) => {
          if (!stillOnline) io.to(PRESENCE_WATCHERS).emit(channelEvent(PRESENCE_CHANNEL, 'leaving'), member);
        })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'presence lookup failed'));
    });
  });
  io.engine.on('connection_error', (error: { message: string }) => deps.logger.debug({ err: error }, 'realtime connection error'));

  return {
    io,
    close: () => {
      clearInterval(sweep);
      return new Promise<void>((resolve) => void io.close(() => resolve()));
    },
  };
}

/**
 * A socket keeps the identity of its handshake; a socket is not activity, so one whose session has ended or gone
 * idle meanwhile is closed (its reconnection then comes in signed out) and hears no private channel any more.
 */
function closeIdleSockets(io: Server, idleTimeoutSeconds: number): void {
  for (const socket of io.sockets.sockets.values()) {
    const request = socket.request as unknown as HandshakeWithSession;
    if (!request.session?.auth) continue;
    request.session.reload((error: unknown) => {
      const session = request.session;
      // a session seen only by this socket since sign-in has its clock from the handshake
      const active = { ...session, lastActiveAt: session?.lastActiveAt ?? socket.handshake.issued };
      if (error || !session?.auth || idlePast(active, idleTimeoutSeconds, Date.now())) socket.disconnect(true);
    });
  }
}
