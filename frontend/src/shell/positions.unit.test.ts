import { describe, expect, it } from '@jest/globals';
import { type CurrentPosition } from '../identity/currentUser';
import { sortPositions, truncateMenuName } from './positions';

const position = (role: string, organization: string) =>
  ({ id: `${role}@${organization}`, role: { keyname: role, name: role }, organization: { name: organization } }) as CurrentPosition;

describe('AUTH-67 the position switcher', () => {
  it('sorts coordinator, faculty, supervisor, trainee, then organization name', () => {
    const sorted = sortPositions([
      position('trainee', 'Alpha'),
      position('supervisor', 'Zeta'),
      position('supervisor', 'Beta'),
      position('coordinator', 'Omega'),
      position('faculty', 'Gamma'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['coordinator@Omega', 'faculty@Gamma', 'supervisor@Beta', 'supervisor@Zeta', 'trainee@Alpha']);
  });
});

describe('DASH-11 the user menu name', () => {
  it('is truncated at 12 characters', () => {
    expect(truncateMenuName('Sofia Singh')).toBe('Sofia Singh');
    expect(truncateMenuName('Corinne Coleman-Whitfield')).toBe('Corinne Cole…');
  });
});
