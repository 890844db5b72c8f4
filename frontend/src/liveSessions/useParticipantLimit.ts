// The participant cap of a session's provider, from the initial state (000 §2.3, §3.1): the server enforces it,
// the screens say it; null until the initial state has loaded.
import { useEffect, useState } from 'react';
import { loadInitialState, type InitialState } from '../session/initialState';
import type { MeetingRecord } from './types';

export function useParticipantLimit(provider: MeetingRecord['provider']): number | null {
  const [limits, setLimits] = useState<InitialState['live_session_participant_limits'] | null>(null);
  useEffect(() => {
    loadInitialState()
      .then((state) => setLimits(state.live_session_participant_limits ?? null))
      .catch(() => setLimits(null));
  }, []);
  if (!limits) return null;
  return provider === 'big_blue_button' ? limits.big_blue_button : limits.general;
}
