// Every projector of the registry rebuilt over the demo organization's history: the
// tables it swaps in must hold exactly the rows its live path wrote (support/rebuildCheck).
// The check every suite's app gets on close replays into a scratch schema and compares; this file
// also runs each projector's whole rebuild (lock, replay, catch-up, swap) once over the demo history.
import { describe, expect, it } from '@jest/globals';
import { projectors } from '@practicum/projections/registry';
import { rebuildProjector } from '@practicum/projections/runner/rebuild';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { rebuildDifferences, rowsOf } from './support/rebuildCheck.js';
import { testAppForFile } from './support/testApp.js';

// it rebuilds every projector itself: the check on close would only do it again
const t = testAppForFile({ name: 'rebuild_equivalence', checksRebuild: false });

describe('every projector rebuilt over the demo history', () => {
  it.each(projectors.map((projector) => [projector.name, projector] as const))(
    '%s: the rebuilt tables hold exactly the rows the live projection wrote',
    async (_name, projector) => {
      expect(await rebuildDifferences(t.app, projector)).toEqual([]);
    },
    120_000,
  );

  it.each(projectors.map((projector) => [projector.name, projector] as const))(
    '%s: a whole rebuild swaps in exactly the rows the live projection wrote',
    async (_name, projector) => {
      // a scheduled job's event meanwhile moves the live rows too: compare a round where the head stood still
      for (let round = 1; ; round++) {
        const head = formatPosition(await t.app.eventStore.headPosition());
        await t.app.caughtUp(head);
        const live = await rowsOf(t.app, projector);
        const result = await rebuildProjector({ knex: t.app.knex, eventStore: t.app.eventStore, projector });
        const rebuilt = await rowsOf(t.app, projector);
        if (round < 5 && formatPosition(await t.app.eventStore.headPosition()) !== head) continue;
        expect(result.rebuilt).toBe(true);
        expect(rebuilt).toEqual(live);
        return;
      }
    },
    120_000,
  );

  it('notices a live row the history does not make', async () => {
    const organizations = projectors.find((projector) => projector.name === 'organizations');
    await t.app.knex('organizations').update({ name: 'Edited by hand' }).where({ name: 'Riverside Community Clinic' });
    const differences = await rebuildDifferences(t.app, organizations!);
    expect(differences.map(({ table, onlyLive, onlyRebuilt }) => [table, onlyLive.length, onlyRebuilt.length])).toEqual([
      ['organizations', 1, 1],
    ]);
    expect(JSON.parse(differences[0]!.onlyRebuilt[0]!)).toMatchObject({ name: 'Riverside Community Clinic' });
    // the check compares: the live table keeps what it held
    expect((await rowsOf(t.app, organizations!)).organizations!.some((row) => row.includes('Edited by hand'))).toBe(true);
  });
});
