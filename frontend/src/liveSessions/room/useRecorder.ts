// Recording in the host's browser: every tile drawn onto one canvas and every
// voice mixed into one track, recorded with MediaRecorder in 2-second slices.
// Each slice is uploaded as soon as it exists (POST .../recording/:id/chunks), in
// order, retried until stored: a crashed browser loses the last seconds, not
// the session. Stopping waits for the last slice, then asks the server to
// process the recording (ffmpeg: a playable file, its duration, a thumbnail).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { httpClient } from '../../dataProvider';
import { preferredVideoMimetypes } from '@practicum/shared/domain/attachments/kinds';

export const CHUNK_MILLISECONDS = 2000;
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 15;

export type RecorderState = 'idle' | 'starting' | 'recording' | 'stopping' | 'failed';

const recorderType = (): string => preferredVideoMimetypes.find((t) => MediaRecorder.isTypeSupported(t)) ?? '';

/** Draws the room's playing videos in a grid, each kept to its aspect ratio. */
function drawTiles(context: CanvasRenderingContext2D, container: HTMLElement) {
  const videos = [...container.querySelectorAll<HTMLVideoElement>('video[data-recordable]')].filter((v) => v.videoWidth > 0);
  context.fillStyle = '#111';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  if (videos.length === 0) return;
  const columns = Math.ceil(Math.sqrt(videos.length));
  const rows = Math.ceil(videos.length / columns);
  const cellW = WIDTH / columns;
  const cellH = HEIGHT / rows;
  videos.forEach((video, i) => {
    const scale = Math.min(cellW / video.videoWidth, cellH / video.videoHeight);
    const w = video.videoWidth * scale;
    const h = video.videoHeight * scale;
    const x = (i % columns) * cellW + (cellW - w) / 2;
    const y = Math.floor(i / columns) * cellH + (cellH - h) / 2;
    context.drawImage(video, x, y, w, h);
  });
}

export function useRecorder(options: { meetingId: string; tiles: RefObject<HTMLElement | null>; voices: MediaStream[] }) {
  const { meetingId, tiles } = options;
  const [state, setState] = useState<RecorderState>('idle');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const session = useRef<{
    recordingId: string;
    recorder: MediaRecorder;
    audio: AudioContext;
    mix: MediaStreamAudioDestinationNode;
    mixed: Set<string>;
    timer: number;
    uploads: Promise<void>;
    sequence: number;
  } | null>(null);

  const upload = useCallback(
    async (recordingId: string, sequence: number, blob: Blob) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await httpClient(`/api/meetings/${meetingId}/recording/${recordingId}/chunks?sequence=${sequence}`, {
            method: 'POST',
            body: blob,
            headers: { 'Content-Type': blob.type.split(';')[0] || 'video/webm' },
          });
          return;
        } catch (error) {
          const status = (error as { status?: number }).status;
          // a refusal (the meeting ended, not the host) will not change; a network hiccup will
          if ((status && status < 500) || attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
        }
      }
    },
    [meetingId],
  );

  // Voices that join while recording are mixed in too.
  useEffect(() => {
    const s = session.current;
    if (!s) return;
    for (const voice of options.voices)
      for (const track of voice.getAudioTracks())
        if (!s.mixed.has(track.id)) {
          s.mixed.add(track.id);
          s.audio.createMediaStreamSource(new MediaStream([track])).connect(s.mix);
        }
  }, [options.voices, state]);

  const start = useCallback(async () => {
    const container = tiles.current;
    if (!container || session.current) return;
    setState('starting');
    try {
      const { json } = await httpClient(`/api/meetings/${meetingId}/recording/start`, { method: 'POST', body: '{}' });
      const recordingId = (json as { recording_id: string }).recording_id;
      const canvas = document.createElement('canvas');
      canvas.width = WIDTH;
      canvas.height = HEIGHT;
      const context = canvas.getContext('2d')!;
      drawTiles(context, container);
      const timer = window.setInterval(() => drawTiles(context, container), 1000 / FPS);
      const audio = new AudioContext();
      await audio.resume().catch(() => undefined);
      const mix = audio.createMediaStreamDestination();
      const stream = new MediaStream([...canvas.captureStream(FPS).getVideoTracks(), ...mix.stream.getAudioTracks()]);
      const recorder = new MediaRecorder(stream, { mimeType: recorderType(), videoBitsPerSecond: 1_000_000 });
      const s = { recordingId, recorder, audio, mix, mixed: new Set<string>(), timer, uploads: Promise.resolve(), sequence: 0 };
      recorder.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        const sequence = s.sequence++;
        s.uploads = s.uploads.then(() => upload(recordingId, sequence, event.data)).catch(() => setState('failed'));
      };
      session.current = s;
      recorder.start(CHUNK_MILLISECONDS);
      setStartedAt(Date.now());
      setState('recording');
    } catch {
      setState('failed');
    }
  }, [meetingId, tiles, upload]);

  /** Stops recording: the last slice is uploaded, then the recording goes to processing. */
  const stop = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    setState('stopping');
    const lastSlice = new Promise<void>((resolve) => s.recorder.addEventListener('stop', () => resolve(), { once: true }));
    if (s.recorder.state !== 'inactive') s.recorder.stop();
    await lastSlice;
    window.clearInterval(s.timer);
    s.recorder.stream.getTracks().forEach((t) => t.stop());
    void s.audio.close();
    await s.uploads;
    await httpClient(`/api/meetings/${meetingId}/recording/stop`, {
      method: 'POST',
      body: JSON.stringify({ recording_id: s.recordingId }),
    });
    setStartedAt(null);
    setState('idle');
  }, [meetingId]);

  /** Leaving or ending while recording: what was recorded is uploaded before the page moves on. */
  const flush = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    const lastSlice = new Promise<void>((resolve) => s.recorder.addEventListener('stop', () => resolve(), { once: true }));
    if (s.recorder.state !== 'inactive') s.recorder.stop();
    await lastSlice;
    window.clearInterval(s.timer);
    await s.uploads;
    void s.audio.close();
    return s.recordingId;
  }, []);

  return { state, startedAt, start, stop, flush, recording: state === 'recording' };
}
