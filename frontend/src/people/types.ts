import type { PersonDetails, PersonRecord as PersonRow } from '@practicum/shared/domain/identity/records';

export type { PersonPosition, TaughtTrainee } from '@practicum/shared/domain/identity/records';

/** A list row, or the details record (phone, positions, and what faculty teach) once opened. */
export type PersonRecord = PersonRow & Partial<Omit<PersonDetails, keyof PersonRow>>;

export const peopleResourceNames = ['faculty', 'supervisors', 'coordinators'] as const;
