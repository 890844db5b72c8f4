// Real video between two browsers (issue 16 item 2, "Done means"): Chromium's fake camera and microphone. The
// supervisor starts a session with the trainee in the room; the trainee joins from another browser context; each
// side's tile of the other receives video frames over the embedded WebRTC mesh, read from the video element itself
// (its picture size, and frames presented one after another), not assumed from the names on the tiles.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { reloadUntilVisible, screenshot, screenshotBothWidths, type DemoRole } from './browser.js';

const running = appAndBrowserForFile({ browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
// the contexts close with the file's browser
const as = async (role: DemoRole): Promise<Page> => (await running.signIn(role)).page;

/** What the test reads of a video element (the test code is typed without the DOM). */
interface Video {
  videoWidth: number;
  videoHeight: number;
  requestVideoFrameCallback(callback: (now: number, frame: { presentedFrames: number }) => void): void;
}

/** Waits for two frames presented one after the other, and answers their count and the picture's size. */
const framesOf = (tile: Locator) =>
  tile.locator('video').evaluate(
    (element) =>
      new Promise<{ width: number; height: number; advanced: boolean }>((resolve) => {
        const video = element as unknown as Video;
        video.requestVideoFrameCallback((_now, first) =>
          video.requestVideoFrameCallback((_later, second) =>
            resolve({
              width: video.videoWidth,
              height: video.videoHeight,
              advanced: second.presentedFrames > first.presentedFrames,
            }),
          ),
        );
      }),
  );

/** The supervisor creates and starts a session now with the trainee, and both enter its call from their own browsers. */
async function hostAndTraineeInCall(title: string): Promise<{ host: Page; trainee: Page; session: string }> {
  const host = await as('supervisor');
  await host.goto('/livesessions?action=create');
  const dialog = host.getByRole('dialog', { name: 'Schedule a live session' });
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await host.getByRole('option', { name: 'Now' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Participants' }).click();
  await host.getByRole('option', { name: /^Theo Turner/ }).click();
  await dialog.getByRole('button', { name: 'Create session' }).click();
  await host.waitForURL(/\/livesessions\/[0-9a-f-]{36}$/);
  const room = `${new URL(host.url()).pathname}/room`;
  await host.getByRole('button', { name: 'Start session' }).click();
  await host.waitForURL(/\/room$/);
  await host.getByRole('button', { name: 'Start session' }).click();
  await host.getByRole('button', { name: 'End for all' }).waitFor();

  const trainee = await as('trainee');
  await trainee.goto(room);
  // the trainee's read of the session may come before the start reached it
  await reloadUntilVisible(trainee, trainee.getByRole('button', { name: 'Join session' }));
  await trainee.getByRole('button', { name: 'Join session' }).click();
  await trainee.getByRole('button', { name: 'Leave' }).waitFor();

  return { host, trainee, session: room.replace(/\/room$/, '') };
}

describe('LIVE-12 LIVE-21 two people in a session see each other', () => {
  it('the supervisor starts, the trainee joins from another browser, and each receives the other’s video frames', async () => {
    const { host, trainee } = await hostAndTraineeInCall('Supervision on video');
    const remote = trainee.getByRole('figure', { name: 'Sofia Singh', exact: true });
    await remote.waitFor().catch(async (error: unknown) => {
      await screenshot(trainee, 'livecall-trainee-no-tile-1280');
      throw error;
    });
    const fromHost = await framesOf(remote);
    const fromTrainee = await framesOf(host.getByRole('figure', { name: 'Theo Turner', exact: true }));
    for (const received of [fromHost, fromTrainee]) {
      expect(received.width).toBeGreaterThan(0);
      expect(received.height).toBeGreaterThan(0);
      expect(received.advanced).toBe(true);
    }
    await screenshot(host, 'livecall-host-1280');
    await screenshot(trainee, 'livecall-trainee-1280');

    await host.getByRole('button', { name: 'End for all' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    // ending it for all takes the trainee out of the room too
    await trainee.getByRole('button', { name: 'Leave' }).waitFor({ state: 'detached' });
  });
});

describe('LIVE-34 a participant the host removes during the call', () => {
  it('leaves the room and reads why, while the host stays in the call', async () => {
    const { host, trainee, session } = await hostAndTraineeInCall('Removal on video');
    await trainee.getByRole('figure', { name: 'Sofia Singh', exact: true }).waitFor();
    // the host removes the trainee from the session's page, in another tab, the call still open in the first
    const manage = await host.context().newPage();
    await manage.goto(session);
    await manage.getByRole('button', { name: 'Remove Theo Turner' }).click();
    await manage.getByRole('dialog', { name: 'Remove Theo Turner from this session?' }).getByRole('button', { name: 'Remove' }).click();
    await manage.getByText('Participant removed').waitFor();

    await trainee.getByText('You were removed from this session.').waitFor();
    await trainee.getByRole('button', { name: 'Leave' }).waitFor({ state: 'detached' });
    // the session is no longer theirs: the trainee is back on the list of their sessions
    await trainee.waitForURL(/\/livesessions$/);
    await trainee.getByText('Weekly supervision').waitFor();
    await screenshotBothWidths(trainee, 'livecall-removed');
    // the host's call goes on, without the trainee's tile
    await host.getByRole('figure', { name: 'Theo Turner', exact: true }).waitFor({ state: 'detached' });
    await host.getByRole('button', { name: 'End for all' }).waitFor();
  });
});
