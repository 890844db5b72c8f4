// The licences a supervisor gave when joining (SIGNUP-40, 41) become their profile's licences
// (PEOPLE-33): the signup step names a state by its place id (US-NY) and a discipline of the
// signup list; the profile keeps US state codes and its own discipline list. A licence outside
// the US has no place on the profile (it stays in the signup answers).
import { isUsStateCode } from '../sites/usStates.js';
import type { LicenseDiscipline, LicenseInput } from './commands.js';

const disciplineOfSignup: Record<string, LicenseDiscipline> = {
  counseling: 'counseling',
  marriage_family_therapy: 'marriage_and_family_therapy',
  psychology: 'psychology',
  social_work: 'social_work',
  addiction_counseling: 'addiction_counseling',
  school_counseling: 'other',
  psychiatry: 'psychiatry',
  other: 'other',
};

export function profileLicensesFromSignup(rows: { license_number: string; state_id: string; discipline_id: string }[]): LicenseInput[] {
  return rows.flatMap((row) => {
    const [country, code] = row.state_id.split('-');
    if (country !== 'US' || !code || !isUsStateCode(code)) return [];
    return [{ state: code.toUpperCase(), discipline: disciplineOfSignup[row.discipline_id] ?? 'other', number: row.license_number }];
  });
}
