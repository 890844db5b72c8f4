import { describe, expect, it } from '@jest/globals';
import { roleNames, roles } from './roles.js';
import { defaultDynamicWords, dynamicWordKeys } from '../domain/organizations/dynamicWords.js';

// Spec 000 §3, word for word: the enumeration the roles must cover.
const SPEC_ROLES_LINE =
  'Roles: admin, supervisor, trainee, faculty, coordinator, developer, manager, staff, guest (also assistant and organization owner appear in texts).';
const specRoles = /^Roles: ([^(]+)\(also (\w+)/.exec(SPEC_ROLES_LINE)!;
const enumerated = [...specRoles[1]!.split(',').map((role) => role.trim()), specRoles[2]!];

describe('SPINE-11 SPINE-12 the roles and the words for them', () => {
  it('cover the spec’s enumeration and the assistant its texts name; the only role beyond it is the session-only auditor', () => {
    expect(enumerated).toHaveLength(10);
    expect(enumerated.filter((role) => !(roles as readonly string[]).includes(role))).toEqual([]);
    expect(roles.filter((role) => !enumerated.includes(role))).toEqual(['auditor']);
    expect(roles.filter((role) => !roleNames[role])).toEqual([]);
  });

  it('keep a default dynamic word for each key the spec names', () => {
    expect([...dynamicWordKeys]).toEqual(['trainee', 'supervisor', 'faculty', 'coordinator', 'client', 'supervision_site', 'assistant']);
    expect(defaultDynamicWords).toMatchObject({ trainee: 'Trainee', supervision_site: 'Supervision Site', assistant: 'Assistant' });
  });
});
