// The seed's clock: the demo's commands on the day they stand for, a second apart, never in the future, and a day
// named again going on where it got to (one record's events keep their order).
import { describe, expect, it } from '@jest/globals';
import { demoClock } from './demoContext.js';

const today = Date.parse('2026-11-29T12:00:00Z');

describe('the demo clock', () => {
  it('dates commands on the demo day from 09:00 UTC, a second apart, and live once told', () => {
    const clock = demoClock(() => today);
    clock.on(-10);
    expect([clock.now(), clock.now()].map((d) => d.toISOString())).toEqual(['2026-11-19T09:00:00.000Z', '2026-11-19T09:00:01.000Z']);
    clock.on('2026-03-02');
    expect(clock.now().toISOString()).toBe('2026-03-02T09:00:00.000Z');
    clock.live();
    expect(clock.now().getTime()).toBe(today);
  });

  it('never dates a command after the real time', () => {
    const clock = demoClock(() => today);
    clock.on(30);
    expect(clock.now().getTime()).toBe(today);
  });

  it('goes on where a day got to when it is named again, live commands between', () => {
    const clock = demoClock(() => today);
    clock.on(-270);
    clock.now();
    clock.now();
    clock.live();
    clock.now();
    clock.on(-270);
    expect(clock.now().toISOString()).toBe('2026-03-04T09:00:02.000Z');
  });
});
