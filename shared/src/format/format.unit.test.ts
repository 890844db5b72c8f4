import { describe, expect, it } from '@jest/globals';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMinutes,
  formatReportHours,
  formatTime,
  fullName,
  reportHours,
} from './index.js';

describe('calendar dates', () => {
  it('show YYYY-MM-DD as MM/DD/YYYY by their digits, with no timezone shift', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('01/05/2026');
    expect(formatCalendarDate('2026-12-31T23:30:00.000Z')).toBe('12/31/2026');
    expect(formatCalendarDate(null)).toBeNull();
  });

  it('show "MMM Do, YYYY" with the day\'s ordinal', () => {
    expect(formatLongDate('2026-11-23')).toBe('Nov 23rd, 2026');
    expect(formatLongDate('2026-01-01')).toBe('Jan 1st, 2026');
    expect(formatLongDate('2026-03-12')).toBe('Mar 12th, 2026');
    expect(formatLongDate(new Date('2026-05-22T10:00:00Z'), 'UTC')).toBe('May 22nd, 2026');
  });
});

describe('NOTIF-03 instants', () => {
  it('show MM/DD/YYYY and "h:mm a" in the zone asked for', () => {
    expect(formatDateTime('2026-01-05T00:05:00Z', 'UTC')).toBe('01/05/2026 12:05 am');
    expect(formatDate(new Date('2026-11-30T23:59:00Z'), 'UTC')).toBe('11/30/2026');
    expect(formatTime('2026-11-30T12:00:00Z', 'UTC')).toBe('12:00 pm');
  });
});

describe('durations', () => {
  it('TRAIN-52 report hours divide minutes by 60 and keep at most one decimal', () => {
    expect(reportHours(90)).toBe(1.5);
    expect(reportHours(100)).toBe(1.7);
    expect(reportHours(120)).toBe(2);
    expect(reportHours(0)).toBe(0);
    expect(formatReportHours(100)).toBe('1.7');
    expect(formatReportHours(120)).toBe('2');
    expect(formatReportHours(59)).toBe('1');
  });

  it('show logged minutes as hours and minutes', () => {
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(0)).toBe('0 min');
  });
});

describe('names', () => {
  it('show first and last name', () => {
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });
});
