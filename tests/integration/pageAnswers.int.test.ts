// The page is sent with its first reads (PAGE_READS), each waiting for the browser's last write (its cookie, or
// X-Min-Position). DASH-33's reload after a dismissal: when the read side lags past the wait's bound, the page must
// not wait out that bound once per read before the browser gets anything; one wait, and the reads that could not
// wait are left to the app, which asks for them itself.
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { CHECKPOINTS_TABLE } from '@practicum/projections/runner/checkpoints';
import { PAGE_ANSWERS_ELEMENT_ID } from '@practicum/shared/domain/session/readAnswers';
import { testHarnessForFile } from './support/testApp.js';

// the page itself (the built frontend) is served; a short wait keeps the test short
const WAIT_MS = 3000;
const t = testHarnessForFile({ name: 'page', serveFrontend: true, minPositionWaitMs: WAIT_MS });

const answersOf = (html: string): Record<string, unknown> =>
  JSON.parse(new RegExp(`<script id="${PAGE_ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('DASH-33 a page opened right after a write the read side has not reached', () => {
  it('is sent after one wait for that write, not one per read it carries; the reads left out are the app’s to make', async () => {
    const coordinator = await t.signIn('coordinator');
    // the users projector is held before the next write: its checkpoint row locked, as a long batch of its own holds it
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT name FROM ${CHECKPOINTS_TABLE} WHERE name = ANY($1) FOR UPDATE`, [usersReadModel.projections]);
      const changed = await coordinator.put('/api/users/current', {
        first_name: 'Corinne',
        last_name: 'Coleman',
        timezone: 'America/Chicago',
      });
      expect(changed.status).toBe(200);
      const position = String(changed.headers['x-position']);
      const started = Date.now();
      const page = await coordinator.agent.get('/dashboard').set('X-Min-Position', position);
      const took = Date.now() - started;
      expect(page.status).toBe(200);
      // the initial state and the current user both read the users read model: one wait for both
      expect(took).toBeLessThan(1.5 * WAIT_MS);
      expect(Object.keys(answersOf(page.text))).not.toContain('users/current');
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });
});
