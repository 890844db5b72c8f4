// The BigBlueButton provider: BBB's HTTP API (docs.bigbluebutton.org, "API
// Reference"). Every call is GET <base>/api/<call>?<query>&checksum=<sha1(call +
// query + secret)>, answered with XML whose <returncode> is SUCCESS or FAILED.
import { createHash } from 'node:crypto';
import type { JoinRequest, OpenedRoom, PlaybackFormat, ProviderRecording, RoomRequest, VideoProvider } from './types.js';

export interface BigBlueButtonOptions {
  /** The server's API base, e.g. https://bbb.example.org/bigbluebutton/ (with or without /api). */
  url: string;
  secret: string;
  fetch?: typeof fetch;
}

export class BigBlueButtonError extends Error {
  constructor(
    readonly call: string,
    readonly messageKey: string,
    message: string,
  ) {
    super(`BigBlueButton ${call}: ${messageKey}${message ? ` (${message})` : ''}`);
  }
}

/** The query string as BBB signs it: form-encoded (spaces as '+'), in the order given. */
export const bbbQuery = (params: Record<string, string | number | boolean | undefined>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/** sha1(callName + queryString + sharedSecret), hex. */
export const bbbChecksum = (call: string, query: string, secret: string): string =>
  createHash('sha1')
    .update(call + query + secret)
    .digest('hex');

const apiBase = (url: string): string => {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/api') ? base : `${base}/api`;
};

/** The signed address of one API call. */
export function bbbUrl(
  options: Pick<BigBlueButtonOptions, 'url' | 'secret'>,
  call: string,
  params: Record<string, string | number | boolean | undefined>,
): string {
  const query = bbbQuery(params);
  const checksum = bbbChecksum(call, query, options.secret);
  return `${apiBase(options.url)}/${call}?${query ? `${query}&` : ''}checksum=${checksum}`;
}

/** The text of the first <tag> in an XML answer (BBB's answers are flat enough for this). */
export const xmlText = (xml: string, tag: string): string | null => {
  const match = new RegExp(`<${tag}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${tag}>`).exec(xml);
  return match ? match[1]!.trim() : null;
};

const xmlBlocks = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

// Passwords BBB wants on older servers (deprecated since 3.0, still accepted); derived, never stored.
const passwordFor = (secret: string, meetingId: string, role: 'moderator' | 'attendee'): string =>
  createHash('sha256').update(`${secret}:${meetingId}:${role}`).digest('hex').slice(0, 16);

const epochToIso = (value: string | null): string | null => (value && /^\d+$/.test(value) ? new Date(Number(value)).toISOString() : null);

/** What a server carries now (getMeetings): its rooms and the people in them (ADMIN-35). */
export interface BigBlueButtonLoad {
  meetings: number;
  participants: number;
}

export type BigBlueButtonProvider = VideoProvider & {
  readonly url: string;
  call(name: string, params: Record<string, string | number | boolean | undefined>): Promise<string>;
  load(): Promise<BigBlueButtonLoad>;
};

/**
 * Where a recording's media file may be fetched, most likely first. BBB serves playback pages, not files: the
 * `video` format's file is `video-0.m4v` under its URL (BBB 3.0; `capture.m4v` before); the `presentation` format
 * keeps the webcams' and voices' file at /presentation/<recordID>/video/webcams.(mp4|webm) on the server.
 */
export function recordingMediaUrls(recording: ProviderRecording): string[] {
  const urls: string[] = [];
  const media = /\.(mp4|m4v|webm)(\?|$)/i;
  for (const format of recording.formats) {
    if (media.test(format.url)) urls.push(format.url);
    else if (format.type === 'video') {
      const base = format.url.replace(/\/+$/, '');
      urls.push(`${base}/video-0.m4v`, `${base}/capture.m4v`);
    }
  }
  for (const format of recording.formats.filter((f) => f.type === 'presentation')) {
    const origin = new URL(format.url).origin;
    urls.push(
      `${origin}/presentation/${recording.recordId}/video/webcams.mp4`,
      `${origin}/presentation/${recording.recordId}/video/webcams.webm`,
    );
  }
  return [...new Set(urls)];
}

const formatsOf = (block: string): PlaybackFormat[] =>
  xmlBlocks(block, 'format')
    .map((format) => ({ type: xmlText(format, 'type') ?? '', url: xmlText(format, 'url') ?? '' }))
    .filter((format) => format.url !== '');

export function bigBlueButtonProvider(options: BigBlueButtonOptions): BigBlueButtonProvider {
  const doFetch = options.fetch ?? fetch;
  async function call(name: string, params: Record<string, string | number | boolean | undefined>): Promise<string> {
    const response = await doFetch(bbbUrl(options, name, params), { signal: AbortSignal.timeout(10_000) });
    const xml = await response.text();
    if (!response.ok) throw new BigBlueButtonError(name, `http_${response.status}`, '');
    if (xmlText(xml, 'returncode') !== 'SUCCESS')
      throw new BigBlueButtonError(name, xmlText(xml, 'messageKey') ?? 'failed', xmlText(xml, 'message') ?? '');
    return xml;
  }
  const pw = (meetingId: string, role: 'moderator' | 'attendee'): string => passwordFor(options.secret, meetingId, role);
  return {
    name: 'big_blue_button',
    url: options.url,
    call,
    async load() {
      const meetings = xmlBlocks(await call('getMeetings', {}), 'meeting');
      return {
        meetings: meetings.length,
        participants: meetings.reduce((sum, block) => sum + (Number(xmlText(block, 'participantCount')) || 0), 0),
      };
    },
    async open(request: RoomRequest): Promise<OpenedRoom> {
      const created = await call('create', {
        name: request.title,
        meetingID: request.meetingId,
        attendeePW: pw(request.meetingId, 'attendee'),
        moderatorPW: pw(request.meetingId, 'moderator'),
        record: request.record,
        autoStartRecording: request.record,
        allowStartStopRecording: true,
        maxParticipants: request.maxParticipants,
        duration: 0,
      });
      // BBB answers the telephone bridge of the room: the number to dial and the conference's code (LIVE-15)
      return { dialInPhone: xmlText(created, 'dialNumber') || null, dialInCode: xmlText(created, 'voiceBridge') || null };
    },
    join(request: JoinRequest) {
      // join is a browser redirect, not a server call: the signed address is the ticket
      return Promise.resolve({
        provider: 'big_blue_button' as const,
        joinUrl: bbbUrl(options, 'join', {
          fullName: request.fullName,
          meetingID: request.meetingId,
          role: request.moderator ? 'MODERATOR' : 'VIEWER',
          password: pw(request.meetingId, request.moderator ? 'moderator' : 'attendee'),
          userID: request.userId,
          redirect: true,
        }),
      });
    },
    async end(meetingId: string) {
      try {
        await call('end', { meetingID: meetingId, password: pw(meetingId, 'moderator') });
      } catch (error) {
        // ending a room that is already gone is what the caller wanted
        if (!(error instanceof BigBlueButtonError && error.messageKey === 'notFound')) throw error;
      }
    },
    async isRunning(meetingId: string) {
      return xmlText(await call('isMeetingRunning', { meetingID: meetingId }), 'running') === 'true';
    },
    async recordings(meetingId: string): Promise<ProviderRecording[]> {
      const xml = await call('getRecordings', { meetingID: meetingId });
      return xmlBlocks(xml, 'recording').map((block) => {
        const state = xmlText(block, 'state') ?? (xmlText(block, 'published') === 'true' ? 'published' : 'unpublished');
        const formats = formatsOf(block);
        return {
          recordId: xmlText(block, 'recordID') ?? '',
          meetingId: xmlText(block, 'meetingID') ?? meetingId,
          state,
          published: xmlText(block, 'published') === 'true' || state === 'published',
          startTime: epochToIso(xmlText(block, 'startTime')),
          endTime: epochToIso(xmlText(block, 'endTime')),
          playbackUrl: formats[0]?.url ?? xmlText(block, 'url'),
          formats,
        };
      });
    },
  };
}
