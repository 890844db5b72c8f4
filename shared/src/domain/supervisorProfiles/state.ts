import { assertNever } from '../decider.js';
import { emptyProfile, type License, type ProfileDetails } from './commands.js';
import type { SupervisorProfileEvent } from './events.js';

/** A profile exists from the start (empty): a supervisor fills it in over time. */
export interface SupervisorProfileState {
  details: ProfileDetails;
  licenses: License[];
  promptDismissed: boolean;
}

export const initialState = (): SupervisorProfileState => ({ details: emptyProfile(), licenses: [], promptDismissed: false });

export function evolve(state: SupervisorProfileState, event: SupervisorProfileEvent): SupervisorProfileState {
  switch (event.type) {
    case 'SupervisorProfileUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'SupervisorLicenseAdded':
      return { ...state, licenses: [...state.licenses, event.data.license] };
    case 'SupervisorLicenseChanged':
      return { ...state, licenses: state.licenses.map((l) => (l.id === event.data.license.id ? event.data.license : l)) };
    case 'SupervisorLicenseRemoved':
      return { ...state, licenses: state.licenses.filter((l) => l.id !== event.data.licenseId) };
    case 'SupervisorProfilePromptDismissed':
      return { ...state, promptDismissed: true };
    default:
      return assertNever(event);
  }
}

/** Complete enough to stop prompting: a bio, a degree and at least one licence (00000 counts). */
export const isProfileComplete = (profile: { bio: string; degree: string; licenses: unknown[] }): boolean =>
  profile.bio.trim() !== '' && profile.degree.trim() !== '' && profile.licenses.length > 0;
