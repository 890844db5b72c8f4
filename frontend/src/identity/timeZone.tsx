// The time zone every screen reads instants in (spec 000 §3.4, SIGNUP-25): the signed-in user's profile zone, else
// the browser's. Given to the formatters explicitly (formatDateTime(value, zone)) through this context, so nothing
// formats in a zone left behind by someone else.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  addCalendarDays,
  calendarDateIn,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  instantOfWallClock,
  readingZone,
  runtimeZone,
  wallClockOf,
  type Zone,
} from '@practicum/shared/format';
import { profileZone } from './currentUser';

const TimeZoneContext = createContext<Zone>(runtimeZone());

/** Gives the screens below the signed-in user's zone (the browser's until the user is loaded, or for nobody). */
export function TimeZoneProvider({ children }: { children: ReactNode }) {
  const profile = useSyncExternalStore(profileZone.subscribe, profileZone.get);
  return <TimeZoneContext.Provider value={readingZone(profile, runtimeZone())}>{children}</TimeZoneContext.Provider>;
}

export const useTimeZone = (): Zone => useContext(TimeZoneContext);

/** The formatters of shared/format bound to the reader's zone, for the screens. */
export function useTimes() {
  const zone = useTimeZone();
  return useMemo(
    () => ({
      zone,
      formatDate: (value: string | Date) => formatDate(value, zone),
      formatTime: (value: string | Date) => formatTime(value, zone),
      formatDateTime: (value: string | Date) => formatDateTime(value, zone),
      formatLongDate: (value: string | Date) => formatLongDate(value, zone),
      wallClockOf: (value: string | Date) => wallClockOf(value, zone),
      instantOfWallClock: (local: string) => instantOfWallClock(local, zone),
      /** Today's calendar date where the reader is. */
      today: () => calendarDateIn(new Date(), zone),
      /** Tomorrow's calendar date where the reader is. */
      tomorrow: () => addCalendarDays(calendarDateIn(new Date(), zone), 1),
    }),
    [zone],
  );
}
