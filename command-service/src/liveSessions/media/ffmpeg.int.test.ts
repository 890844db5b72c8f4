// Processing with the real ffmpeg/ffprobe (Debian's ffmpeg package, a required tool of CI).
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateClip, makePlayable, MediaToolError } from './ffmpeg.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'recording-test-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('making a recording playable', () => {
  it('LIVE-26 turns a browser WebM into an MP4 with its duration and a JPEG thumbnail', async () => {
    const input = join(work, 'browser.webm');
    await generateClip(input, 3, 'webm');
    const out = await mkdtemp(join(work, 'out-'));
    const playable = await makePlayable(input, out);
    expect(playable.durationSeconds).toBeGreaterThan(2.5);
    expect(playable.durationSeconds).toBeLessThan(3.5);
    const mp4 = await readFile(playable.file);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // +faststart: the index (moov) comes before the media data (mdat)
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    const jpeg = await readFile(playable.thumbnail!);
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    expect((await stat(playable.thumbnail!)).size).toBeGreaterThan(1000);
  });

  it('LIVE-26 fails with a readable reason on bytes that are not media', async () => {
    const input = join(work, 'garbage.webm');
    await writeFile(input, Buffer.from('not a recording at all'));
    await expect(makePlayable(input, await mkdtemp(join(work, 'bad-')))).rejects.toThrow(MediaToolError);
  });
});
