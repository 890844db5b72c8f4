// Recordings are made playable with Debian's ffmpeg/ffprobe (the `ffmpeg`
// package, a required tool of CI and of the machines that process recordings):
// one H.264/AAC MP4 with its index at the front (plays and seeks in every
// browser), its duration, and a JPEG thumbnail. Run at a lower priority: a
// transcode must not starve the requests served beside it.
import { spawn } from 'node:child_process';

export class MediaToolError extends Error {}

const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';

function run(tool: string, args: string[], timeoutMs = 10 * 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', tool, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new MediaToolError(`${tool} could not run: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new MediaToolError(`${tool} failed (${code ?? 'killed'}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Whether ffmpeg and ffprobe can run here. */
export async function mediaToolsAvailable(): Promise<boolean> {
  try {
    await run(FFMPEG, ['-hide_banner', '-version'], 10_000);
    await run(FFPROBE, ['-hide_banner', '-version'], 10_000);
    return true;
  } catch {
    return false;
  }
}

/** The container's duration in seconds (a browser's WebM has none in its header: probe the transcoded file). */
export async function probeDuration(file: string): Promise<number> {
  const out = await run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file]);
  const seconds = Number.parseFloat(out.trim());
  if (!Number.isFinite(seconds)) throw new MediaToolError(`ffprobe found no duration in the recording (${out.trim() || 'empty answer'})`);
  return seconds;
}

/** Any input ffmpeg reads → H.264/AAC MP4, `+faststart` so playback starts before the whole file arrives. */
export async function transcodeToMp4(input: string, output: string): Promise<void> {
  await run(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2'],
    ...['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', output],
  ]);
}

/** A 320 px wide JPEG from a moment into the recording (a second in, or its middle when shorter). */
export async function thumbnail(input: string, output: string, durationSeconds: number): Promise<void> {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-ss', at, '-i', input, '-frames:v', '1', '-vf', 'scale=320:-2', output]);
}

/** A short real recording (test pattern and tone) for demo data and tests. */
export async function generateClip(output: string, seconds: number, format: 'mp4' | 'webm' = 'mp4'): Promise<void> {
  const codecs =
    format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libopus']
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
  await run(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=15:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...codecs,
    '-shortest',
    output,
  ]);
}

export interface PlayableRecording {
  /** The H.264/AAC MP4. */
  file: string;
  /** The JPEG thumbnail, or null when no frame could be taken (an audio-only session). */
  thumbnail: string | null;
  durationSeconds: number;
}

/** What processing makes of a recording: a playable file, its duration and a thumbnail, all under `workDir`. */
export async function makePlayable(input: string, workDir: string): Promise<PlayableRecording> {
  const file = `${workDir}/recording.mp4`;
  await transcodeToMp4(input, file);
  const durationSeconds = await probeDuration(file);
  const thumb = `${workDir}/thumbnail.jpg`;
  const hasThumbnail = await thumbnail(file, thumb, durationSeconds).then(
    () => true,
    () => false,
  );
  return { file, thumbnail: hasThumbnail ? thumb : null, durationSeconds };
}
