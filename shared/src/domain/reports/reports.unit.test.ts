import { describe, expect, it } from '@jest/globals';
import { formatReportHours, progressChartHeight, progressPercent, reportHours } from './hours.js';

describe('report hours', () => {
  it('TRAIN-52 divides minutes by 60 and keeps at most one decimal', () => {
    expect(reportHours(90)).toBe(1.5);
    expect(reportHours(100)).toBe(1.7);
    expect(reportHours(120)).toBe(2);
    expect(reportHours(0)).toBe(0);
    expect(formatReportHours(100)).toBe('1.7');
    expect(formatReportHours(120)).toBe('2');
    expect(formatReportHours(59)).toBe('1');
  });

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
