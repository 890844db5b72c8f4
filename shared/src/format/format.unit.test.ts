import { describe, expect, it } from '@jest/globals';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMinutes,
  formatReportHours,
  formatTime,
  calendarDateIn,
  instantOfWallClock,
  readingZone,
  wallClockOf,
  fullName,
  reportHours,
  avatarFor,
  avatarInitials,
  AVATAR_COLORS,
  AVATAR_FONTS,
  digitsOnly,
  isNumericKey,
  parseTypedDate,
  parseTypedDateTime,
  typedDateError,
} from './index.js';

describe('calendar dates', () => {
  it('SPINE-46 show YYYY-MM-DD as MM/DD/YYYY by their digits, with no timezone shift', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('01/05/2026');
    expect(formatCalendarDate('2026-12-31T23:30:00.000Z')).toBe('12/31/2026');
    expect(formatCalendarDate(null)).toBeNull();
  });

  it('SPINE-49 show "MMM Do, YYYY" with the day\'s ordinal', () => {
    expect(formatLongDate('2026-11-23', 'UTC')).toBe('Nov 23rd, 2026');
    expect(formatLongDate('2026-01-01', 'UTC')).toBe('Jan 1st, 2026');
    expect(formatLongDate('2026-03-12', 'UTC')).toBe('Mar 12th, 2026');
    expect(formatLongDate(new Date('2026-05-22T10:00:00Z'), 'UTC')).toBe('May 22nd, 2026');
  });
});

describe('NOTIF-03 SPINE-46 SPINE-48 instants', () => {
  it('show MM/DD/YYYY and "h:mm a" in the zone asked for', () => {
    expect(formatDateTime('2026-01-05T00:05:00Z', 'UTC')).toBe('01/05/2026 12:05 am');
    expect(formatDate(new Date('2026-11-30T23:59:00Z'), 'UTC')).toBe('11/30/2026');
    expect(formatTime('2026-11-30T12:00:00Z', 'UTC')).toBe('12:00 pm');
  });

  describe('SIGNUP-25 PEOPLE-14 in the reader’s time zone, always given', () => {
    it('read every time in the zone given, whichever zone was read before', () => {
      expect(formatDateTime('2026-11-30T11:00:00Z', 'Pacific/Chatham')).toBe('12/01/2026 12:45 am'); // +13:45 in November
      expect(formatDateTime('2026-11-30T08:05:00Z', 'America/Los_Angeles')).toBe('11/30/2026 12:05 am');
      expect(formatDateTime('2026-07-01T19:30:00Z', 'America/Los_Angeles')).toBe('07/01/2026 12:30 pm'); // daylight time
      expect(formatDateTime('2026-07-01T19:30:00Z', 'UTC')).toBe('07/01/2026 7:30 pm');
      expect(formatLongDate('2026-11-30T08:05:00Z', 'Pacific/Chatham')).toBe('Nov 30th, 2026');
    });

    it('TRAIN-34 give today’s calendar date where the reader is', () => {
      // 4 am UTC on the 2nd is 8 pm on the 1st in Los Angeles
      expect(calendarDateIn('2026-12-02T04:00:00Z', 'America/Los_Angeles')).toBe('2026-12-01');
      expect(calendarDateIn('2026-12-02T04:00:00Z', 'UTC')).toBe('2026-12-02');
    });

    it('read and write a datetime-local input on the same wall clock', () => {
      expect(wallClockOf('2026-11-30T15:00:00Z', 'America/New_York')).toBe('2026-11-30T10:00');
      expect(instantOfWallClock('2026-11-30T10:00', 'America/New_York')).toBe('2026-11-30T15:00:00.000Z');
      // just after the clocks go forward
      expect(instantOfWallClock('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
      expect(instantOfWallClock('not a time', 'America/New_York')).toBeNull();
    });

    it('keep the seconds of an as-of picker (step of one second)', () => {
      expect(instantOfWallClock('2026-11-30T10:00:59', 'America/New_York')).toBe('2026-11-30T15:00:59.000Z');
      expect(instantOfWallClock('2026-11-30T10:00:59.5', 'America/New_York')).toBe('2026-11-30T15:00:59.500Z');
    });

    it('read an unknown zone as UTC, and take the fallback for a profile with no zone or an unknown one', () => {
      expect(formatDateTime('2026-11-30T11:00:00Z', 'Nowhere/Atlantis')).toBe('11/30/2026 11:00 am');
      expect(readingZone('America/Chicago', 'Europe/Paris')).toBe('America/Chicago');
      expect(readingZone(null, 'Europe/Paris')).toBe('Europe/Paris');
      expect(readingZone('Nowhere/Atlantis', 'Europe/Paris')).toBe('Europe/Paris');
    });
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

describe('SPINE-47 SPINE-50 typed dates', () => {
  it('parse MM/DD/YYYY strictly and submit YYYY-MM-DD', () => {
    expect(parseTypedDate('01/05/2026')).toBe('2026-01-05');
    expect(parseTypedDate(' 02/29/2028 ')).toBe('2028-02-29');
    for (const wrong of [
      '02/29/2026',
      '02/30/2028',
      '13/01/2026',
      '00/10/2026',
      '1/5/2026',
      '2026-01-05',
      '01/05/26',
      '01-05-2026',
      'soon',
    ])
      expect(parseTypedDate(wrong)).toBeNull();
  });

  it('parse a date and an "h:mm a" time strictly', () => {
    expect(parseTypedDateTime('11/23/2026 5:42 pm')).toEqual({ date: '2026-11-23', time: '17:42' });
    expect(parseTypedDateTime('11/23/2026 12:05 am')).toEqual({ date: '2026-11-23', time: '00:05' });
    expect(parseTypedDateTime('11/23/2026 13:05 pm')).toBeNull();
    expect(parseTypedDateTime('11/31/2026 9:00 am')).toBeNull();
  });

  it('name the error: valid_date, valid_date_time, none for empty or valid input', () => {
    expect(typedDateError('02/30/2026')).toBe('valid_date');
    expect(typedDateError('02/28/2026 25:00', true)).toBe('valid_date_time');
    expect(typedDateError('')).toBeNull();
    expect(typedDateError('02/28/2026')).toBeNull();
  });
});

describe('SPINE-51 numeric inputs', () => {
  it('keep digits only, typed or pasted', () => {
    expect(digitsOnly('12e3-4.5 6')).toBe('123456');
    expect(isNumericKey('7')).toBe(true);
    expect(isNumericKey('e')).toBe(false);
    expect(isNumericKey('-')).toBe(false);
    expect(isNumericKey('Backspace')).toBe(true);
  });
});

describe('SPINE-59 avatars', () => {
  it('show at most 3 initials', () => {
    expect(avatarInitials('Maya Patel')).toBe('MP');
    expect(avatarInitials('Mary Ann Lee Smith')).toBe('MAL');
    expect(avatarInitials('  élodie  ')).toBe('É');
  });

  it('pick a colour from 12 and a font from 11, the same for the same id', () => {
    expect(AVATAR_COLORS).toHaveLength(12);
    expect(AVATAR_FONTS).toHaveLength(11);
    const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const avatars = ids.map((id) => avatarFor(id, 'Maya Patel'));
    expect(avatarFor(ids[0]!, 'Maya Patel')).toEqual(avatars[0]);
    expect(new Set(avatars.map((a) => a.color)).size).toBe(12);
    expect(new Set(avatars.map((a) => a.font)).size).toBe(11);
    for (const a of avatars) {
      expect(AVATAR_COLORS).toContain(a.color);
      expect(AVATAR_FONTS).toContain(a.font);
    }
  });
});
