// The BigBlueButton provider against a real BBB server, when one is configured
// (BBB_URL, BBB_SECRET): create, isMeetingRunning, join, getRecordings, end.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { bigBlueButtonProvider } from './bigBlueButton.js';

const url = process.env.BBB_URL;
const secret = process.env.BBB_SECRET;

async function unavailableBecause(): Promise<string | null> {
  if (!url || !secret) return 'BBB_URL and BBB_SECRET are not set';
  try {
    await bigBlueButtonProvider({ url, secret }).call('getMeetings', {});
    return null;
  } catch (error) {
    return `the BigBlueButton server does not answer (${(error as Error).message})`;
  }
}

const skipReason = await unavailableBecause();

if (skipReason) {
  console.log(`Skipping the BigBlueButton contract: ${skipReason}`);
  process.stderr.write(`\n[bigBlueButton.int.test] skipped: ${skipReason}\n`);
  describe.skip('BigBlueButton provider contract', () => {
    it.skip(`runs against a BBB server (skipped: ${skipReason})`, () => undefined);
  });
} else {
  describe('BigBlueButton provider contract', () => {
    const bbb = bigBlueButtonProvider({ url: url!, secret: secret! });
    const meetingId = `practicum-contract-${randomUUID()}`;
    afterAll(() => bbb.end(meetingId));

    it('LIVE-33 creates a room, says it is not running before anyone joins, and ends it', async () => {
      await bbb.open({ meetingId, title: 'Practicum contract test', record: false, maxParticipants: 10, durationMinutes: 5 });
      // opening again is not an error (BBB answers the existing meeting)
      await bbb.open({ meetingId, title: 'Practicum contract test', record: false, maxParticipants: 10, durationMinutes: 5 });
      expect(await bbb.isRunning(meetingId)).toBe(false);
      const ticket = await bbb.join({ meetingId, fullName: 'Contract Test', userId: 'contract', moderator: true });
      expect(ticket.provider).toBe('big_blue_button');
      expect(await bbb.recordings(meetingId)).toEqual([]);
      await bbb.end(meetingId);
      await bbb.end(meetingId);
    });
  });
}
