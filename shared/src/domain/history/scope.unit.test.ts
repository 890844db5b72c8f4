import { describe, expect, it } from '@jest/globals';
import { personEventOrganization } from './organizations.js';
import { streamReadScope } from './scope.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const P = '33333333-3333-4333-8333-333333333333';
const member = {
  positions: [
    { positionId: P, organizationId: A },
    { positionId: 'q', organizationId: B },
  ],
};

describe('issue 20 history read scope', () => {
  it('gives each stream category its readers; a record’s files are read as the record, an unknown category privately', () => {
    expect(streamReadScope(`site-${A}`)).toBe('organization');
    expect(streamReadScope(`user-${A}`)).toBe('person');
    expect(streamReadScope(`task-${A}`)).toBe('parties');
    expect(streamReadScope(`attachments-task-${A}`)).toBe('parties');
    expect(streamReadScope(`meeting-${A}`)).toBe('parties');
    expect(streamReadScope(`attachments-support_conversation-${A}`)).toBe('parties');
    expect(streamReadScope(`attachments-client-${A}`)).toBe('organization');
    expect(streamReadScope(`notification-preferences-${A}`)).toBe('private');
    expect(streamReadScope(`somethingNew-${A}`)).toBe('private');
  });

  it('puts a person’s event in one organization: the one it names, else where the actor acted, else their first', () => {
    const event = (data: Record<string, unknown>, actedIn: string | null) =>
      personEventOrganization({ data, actedIn, before: member, after: member });
    expect(event({ organizationId: B }, A)).toBe(B);
    expect(event({ positionId: P }, B)).toBe(A);
    expect(event({}, B)).toBe(B);
    expect(event({}, '44444444-4444-4444-8444-444444444444')).toBe(A);
    expect(event({}, null)).toBe(A);
    expect(personEventOrganization({ data: {}, actedIn: B, before: undefined, after: { positions: [] } })).toBe(B);
    expect(personEventOrganization({ data: {}, actedIn: null, before: undefined, after: undefined })).toBeNull();
  });
});
