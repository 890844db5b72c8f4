// A local HTTP server speaking BigBlueButton's documented API (docs.bigbluebutton.org, "API Reference"): every
// call is GET /bigbluebutton/api/<call>?<query>&checksum=<sha1(call + query + secret)>; a wrong checksum answers
// FAILED / checksumError as BBB does. It keeps rooms (create, end, isMeetingRunning, getMeetings) and the
// recordings a test publishes (getRecordings, with BBB's playback formats), and serves each recording's media
// where BBB's presentation format keeps it: /presentation/<recordID>/video/webcams.webm. Against a real BBB server
// the same app code runs with BBB_URL/BBB_SECRET (or BBB_SERVERS) pointing at it; shared/platform/video/
// bigBlueButton.int.test.ts is that contract test.
import { createHash, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRecording {
  recordId: string;
  meetingId: string;
  published: boolean;
  /** A media file on disk, served as the presentation format's webcams video. */
  file: string;
  mimeType: string;
}

export interface FakeBigBlueButton {
  url: string;
  secret: string;
  /** Every API call received: its name, parameters, and whether its checksum was right. */
  calls: { call: string; params: Record<string, string>; checksumOk: boolean }[];
  rooms: Map<string, { name: string; record: boolean; voiceBridge: string; participants: number }>;
  recordings: FakeRecording[];
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?><response>${body}</response>`;
const ok = (body = '') => xml(`<returncode>SUCCESS</returncode>${body}`);
const failed = (key: string, message: string) =>
  xml(`<returncode>FAILED</returncode><messageKey>${key}</messageKey><message>${message}</message>`);

export async function startFakeBigBlueButton(options: { secret: string; dialNumber?: string }): Promise<FakeBigBlueButton> {
  const calls: FakeBigBlueButton['calls'] = [];
  const rooms: FakeBigBlueButton['rooms'] = new Map();
  const recordings: FakeRecording[] = [];
  let base = '';

  const api = (call: string, rawQuery: string): string => {
    // BBB signs the query string as sent, without the checksum parameter
    const at = rawQuery.lastIndexOf('checksum=');
    const signed = at <= 0 ? '' : rawQuery.slice(0, at - 1);
    const checksum = at < 0 ? '' : rawQuery.slice(at + 'checksum='.length);
    const checksumOk =
      checksum ===
      createHash('sha1')
        .update(call + signed + options.secret)
        .digest('hex');
    const params = Object.fromEntries(new URLSearchParams(signed));
    calls.push({ call, params, checksumOk });
    if (call === '') return ok('<version>2.0</version>');
    if (!checksumOk) return failed('checksumError', 'Checksums do not match');
    const id = params.meetingID ?? '';
    switch (call) {
      case 'create': {
        const room = rooms.get(id) ?? {
          name: params.name ?? '',
          record: params.record === 'true',
          voiceBridge: String(randomInt(10_000, 99_999)),
          participants: 0,
        };
        rooms.set(id, room);
        return ok(
          `<meetingID>${id}</meetingID><voiceBridge>${room.voiceBridge}</voiceBridge><dialNumber>${options.dialNumber ?? ''}</dialNumber>`,
        );
      }
      case 'isMeetingRunning':
        return ok(`<running>${(rooms.get(id)?.participants ?? 0) > 0}</running>`);
      case 'end':
        if (!rooms.delete(id)) return failed('notFound', 'We could not find a meeting with that meeting ID');
        return ok('<messageKey>sentEndMeetingRequest</messageKey>');
      case 'getMeetings':
        return ok(
          `<meetings>${[...rooms]
            .map(
              ([meetingId, r]) =>
                `<meeting><meetingID>${meetingId}</meetingID><participantCount>${r.participants}</participantCount></meeting>`,
            )
            .join('')}</meetings>`,
        );
      case 'getRecordings': {
        const mine = recordings.filter((r) => !id || r.meetingId === id);
        if (!mine.length)
          return ok('<recordings></recordings><messageKey>noRecordings</messageKey><message>There are no recordings</message>');
        const now = Date.now();
        return ok(
          `<recordings>${mine
            .map(
              (r) =>
                `<recording><recordID>${r.recordId}</recordID><meetingID>${r.meetingId}</meetingID><published>${r.published}</published>` +
                `<state>${r.published ? 'published' : 'unpublished'}</state><startTime>${now - 60_000}</startTime><endTime>${now}</endTime>` +
                `<playback><format><type>presentation</type><url>${base}/playback/presentation/2.3/${r.recordId}</url><length>1</length></format></playback></recording>`,
            )
            .join('')}</recordings>`,
        );
      }
      default:
        return failed('unsupportedRequest', 'This request is not supported.');
    }
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const apiCall = /^\/bigbluebutton\/api\/?([A-Za-z]*)$/.exec(url.pathname);
      if (apiCall) {
        res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(api(apiCall[1]!, url.search.slice(1)));
        return;
      }
      const media = /^\/presentation\/([^/]+)\/video\/webcams\.(webm|mp4)$/.exec(url.pathname);
      const recording = media ? recordings.find((r) => r.recordId === media[1] && r.published) : undefined;
      if (recording && recording.mimeType.endsWith(media![2]!)) {
        res.writeHead(200, { 'content-type': recording.mimeType });
        res.end(await readFile(recording.file));
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/bigbluebutton/`,
    secret: options.secret,
    calls,
    rooms,
    recordings,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
