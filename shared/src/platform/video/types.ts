// The video provider port: how a live session's audio and video are carried.
// Providers: the embedded WebRTC mesh (browsers talk to each other, signalling
// over the app's socket.io) and BigBlueButton (a server the organization runs,
// for large sessions). The meeting decider knows only the provider's name; the
// command side asks the port to open, join and end the room.

export const videoProviderNames = ['embedded', 'big_blue_button'] as const;
export type VideoProviderName = (typeof videoProviderNames)[number];

export interface RoomRequest {
  meetingId: string;
  title: string;
  /** Record on the provider's side from the start (BBB autoStartRecording). */
  record: boolean;
  maxParticipants: number;
  durationMinutes: number;
}

export interface JoinRequest {
  meetingId: string;
  fullName: string;
  userId: string;
  moderator: boolean;
}

/** What the browser needs to enter the room. */
export type JoinTicket = { provider: 'embedded'; room: string; iceServers: IceServer[] } | { provider: 'big_blue_button'; joinUrl: string };

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** One playback format of a provider's recording (BBB: presentation, video, podcast, screenshare, ...). */
export interface PlaybackFormat {
  type: string;
  url: string;
}

export interface ProviderRecording {
  recordId: string;
  meetingId: string;
  state: string;
  /** Published recordings can be fetched; BBB keeps unpublished ones from the public. */
  published: boolean;
  startTime: string | null;
  endTime: string | null;
  playbackUrl: string | null;
  formats: PlaybackFormat[];
}

/** What the provider answers when it opens a room: its telephone bridge, when it has one (LIVE-15). */
export interface OpenedRoom {
  dialInPhone: string | null;
  dialInCode: string | null;
}

export interface VideoProvider {
  readonly name: VideoProviderName;
  /** Opens the room (idempotent: opening an open room is not an error). */
  open(request: RoomRequest): Promise<OpenedRoom>;
  join(request: JoinRequest): Promise<JoinTicket>;
  /** Ends the room for everyone. */
  end(meetingId: string): Promise<void>;
  isRunning(meetingId: string): Promise<boolean>;
  /** Recordings the provider made itself (the embedded mesh records in the browser: none). */
  recordings(meetingId: string): Promise<ProviderRecording[]>;
}
