import { describe, expect, it } from '@jest/globals';
import { bbbChecksum, bbbQuery, bbbUrl, bigBlueButtonProvider, BigBlueButtonError, recordingMediaUrls } from './bigBlueButton.js';
import { iceServersFrom } from './embedded.js';

// The worked example of BBB's API reference ("API Security Model"): the create call of "Test Meeting".
const DOC_SECRET = '639259d4-9dd8-4b25-bf01-95f9567eaf4b';
const DOC_QUERY = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444';
const DOC_CHECKSUM = '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17';

describe('the BigBlueButton checksum', () => {
  it("LIVE-33 signs the API reference's create example with its documented checksum", () => {
    expect(bbbChecksum('create', DOC_QUERY, DOC_SECRET)).toBe(DOC_CHECKSUM);
  });

  it('form-encodes the query in the order given, spaces as +', () => {
    expect(bbbQuery({ name: 'Test Meeting', meetingID: 'abc123', attendeePW: '111222', moderatorPW: '333444' })).toBe(DOC_QUERY);
    expect(bbbQuery({ fullName: 'Ana & Bo', skipped: undefined, redirect: true })).toBe('fullName=Ana+%26+Bo&redirect=true');
  });

  it('builds the signed address under /api, with or without it in the base', () => {
    const params = { name: 'Test Meeting', meetingID: 'abc123', attendeePW: '111222', moderatorPW: '333444' };
    const expected = `https://bbb.example.org/bigbluebutton/api/create?${DOC_QUERY}&checksum=${DOC_CHECKSUM}`;
    expect(bbbUrl({ url: 'https://bbb.example.org/bigbluebutton/', secret: DOC_SECRET }, 'create', params)).toBe(expected);
    expect(bbbUrl({ url: 'https://bbb.example.org/bigbluebutton/api', secret: DOC_SECRET }, 'create', params)).toBe(expected);
  });

  it('signs a call without parameters over the empty query', () => {
    expect(bbbUrl({ url: 'https://bbb.example.org/bigbluebutton', secret: 's' }, 'getMeetings', {})).toBe(
      `https://bbb.example.org/bigbluebutton/api/getMeetings?checksum=${bbbChecksum('getMeetings', '', 's')}`,
    );
  });
});

describe('the BigBlueButton provider', () => {
  const answering = (xml: string, seen: string[] = []) =>
    bigBlueButtonProvider({
      url: 'https://bbb.example.org/bigbluebutton/',
      secret: DOC_SECRET,
      fetch: ((url: string) => {
        seen.push(url);
        return Promise.resolve(new Response(xml, { status: 200 }));
      }) as typeof fetch,
    });

  it('reads isMeetingRunning and getRecordings answers', async () => {
    expect(await answering('<response><returncode>SUCCESS</returncode><running>true</running></response>').isRunning('m1')).toBe(true);
    const recordings = await answering(
      `<response><returncode>SUCCESS</returncode><recordings><recording><recordID>r-1</recordID><meetingID>m1</meetingID>
       <published>true</published><state>published</state><startTime>1700000000000</startTime><endTime>1700000600000</endTime>
       <playback><format><type>presentation</type><url>https://bbb.example.org/playback/r-1</url></format></playback></recording></recordings></response>`,
    ).recordings('m1');
    expect(recordings).toEqual([
      {
        recordId: 'r-1',
        meetingId: 'm1',
        state: 'published',
        startTime: '2023-11-14T22:13:20.000Z',
        endTime: '2023-11-14T22:23:20.000Z',
        playbackUrl: 'https://bbb.example.org/playback/r-1',
        published: true,
        formats: [{ type: 'presentation', url: 'https://bbb.example.org/playback/r-1' }],
      },
    ]);
  });

  it("finds a recording's media file where BBB keeps it: the video format's file, then the presentation's webcams", () => {
    const recording = {
      recordId: 'r-1',
      meetingId: 'm1',
      state: 'published',
      published: true,
      startTime: null,
      endTime: null,
      playbackUrl: null,
      formats: [
        { type: 'presentation', url: 'https://bbb.example.org/playback/presentation/2.3/r-1' },
        { type: 'video', url: 'https://bbb.example.org/playback/video/r-1/' },
      ],
    };
    expect(recordingMediaUrls(recording)).toEqual([
      'https://bbb.example.org/playback/video/r-1/video-0.m4v',
      'https://bbb.example.org/playback/video/r-1/capture.m4v',
      'https://bbb.example.org/presentation/r-1/video/webcams.mp4',
      'https://bbb.example.org/presentation/r-1/video/webcams.webm',
    ]);
  });

  it("reads a server's load from getMeetings and the dial-in of a created room", async () => {
    const load = await answering(
      `<response><returncode>SUCCESS</returncode><meetings><meeting><meetingID>a</meetingID><participantCount>3</participantCount></meeting>
       <meeting><meetingID>b</meetingID><participantCount>2</participantCount></meeting></meetings></response>`,
    ).load();
    expect(load).toEqual({ meetings: 2, participants: 5 });
    const room = await answering(
      '<response><returncode>SUCCESS</returncode><meetingID>m1</meetingID><voiceBridge>70066</voiceBridge><dialNumber>613-555-1234</dialNumber></response>',
    ).open({ meetingId: 'm1', title: 'T', record: false, maxParticipants: 10, durationMinutes: 30 });
    expect(room).toEqual({ dialInPhone: '613-555-1234', dialInCode: '70066' });
  });

  it('turns a FAILED answer into an error naming its messageKey, and ending a gone room is fine', async () => {
    const failed = '<response><returncode>FAILED</returncode><messageKey>notFound</messageKey><message>no meeting</message></response>';
    await expect(answering(failed).isRunning('m1')).rejects.toThrow(BigBlueButtonError);
    await expect(answering(failed).end('m1')).resolves.toBeUndefined();
  });

  it('gives a signed join address with the moderator role to the host', async () => {
    const ticket = await answering('').join({ meetingId: 'm1', fullName: 'Sam Super', userId: 'u1', moderator: true });
    expect(ticket.provider).toBe('big_blue_button');
    const url = new URL((ticket as { joinUrl: string }).joinUrl);
    expect(url.pathname).toBe('/bigbluebutton/api/join');
    expect(url.searchParams.get('role')).toBe('MODERATOR');
    const query = url.search.slice(1).replace(/&checksum=[0-9a-f]+$/, '');
    expect(url.searchParams.get('checksum')).toBe(bbbChecksum('join', query, DOC_SECRET));
  });
});

describe('ICE servers from the configuration', () => {
  it('takes none, a url list, or a JSON array', () => {
    expect(iceServersFrom('')).toEqual([]);
    expect(iceServersFrom('stun:stun.example.org:3478, turn:turn.example.org')).toEqual([
      { urls: 'stun:stun.example.org:3478' },
      { urls: 'turn:turn.example.org' },
    ]);
    expect(iceServersFrom('[{"urls":"turn:t.example.org","username":"u","credential":"c"}]')).toEqual([
      { urls: 'turn:t.example.org', username: 'u', credential: 'c' },
    ]);
    expect(() => iceServersFrom('[1]')).toThrow('VIDEO_ICE_SERVERS');
  });
});
