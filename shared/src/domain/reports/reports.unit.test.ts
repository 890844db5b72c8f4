import { describe, expect, it } from '@jest/globals';
import { progressChartHeight, progressPercent } from './hours.js';

describe('report progress', () => {
  it('TRAIN-52 caps the chart percent at 100', () => {
    expect(progressPercent(30 * 60, 60)).toBe(50);
    expect(progressPercent(90 * 60, 60)).toBe(100);
    expect(progressPercent(60, 0)).toBe(0);
  });

  it('TRAIN-53 sizes a chart at 32 per bar plus 160, at least 260', () => {
    expect(progressChartHeight(1)).toBe(260);
    expect(progressChartHeight(10)).toBe(480);
  });
});
