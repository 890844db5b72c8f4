import { describe, expect, it } from '@jest/globals';
import { roleNames, roles } from './roles.js';
import { defaultDynamicWords, dynamicWordKeys } from '../domain/organizations/dynamicWords.js';

describe('SPINE-11 SPINE-12 the roles and the words for them', () => {
  it('enumerate the spec’s roles, the assistant the texts name, and the session-only auditor', () => {
    expect(roles).toEqual(
      expect.arrayContaining([
        'admin',
        'supervisor',
        'trainee',
        'faculty',
        'coordinator',
        'developer',
        'manager',
        'staff',
        'guest',
        'assistant',
      ]),
    );
    expect(roles.filter((role) => !roleNames[role])).toEqual([]);
  });

  it('keep a default dynamic word for each key the spec names', () => {
    expect([...dynamicWordKeys]).toEqual(['trainee', 'supervisor', 'faculty', 'coordinator', 'client', 'supervision_site', 'assistant']);
    expect(defaultDynamicWords).toMatchObject({ trainee: 'Trainee', supervision_site: 'Supervision Site', assistant: 'Assistant' });
  });
});
