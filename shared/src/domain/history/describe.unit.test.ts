// What the History tab and the audit trail show for a change, in the words a coordinator reads.
import { describe, expect, it } from '@jest/globals';
import { describeChange, describeFieldValue, describeValue } from './describe.js';

describe('history changes in words', () => {
  it('a list of objects reads by their names, else their words without the ids of other records, status and flags as qualifiers', () => {
    const position = {
      positionId: '7d1c3c71-71fa-4320-8726-d0d6ad1afe5c',
      organizationId: '0ce46e75-6572-4987-976b-5cc235b44693',
      role: 'trainee',
      status: 'active',
      limited: true,
      archived: false,
    };
    expect(describeValue([position], 'list', 'UTC')).toBe('Trainee (Active, limited)');
    expect(describeValue([{ name: 'Individual', activityTypeId: 'x' }, { name: 'Group' }], 'list', 'UTC')).toBe('Individual, Group');
    expect(
      describeChange({ path: 'positions', label: 'Positions', kind: 'list', before: undefined, after: [position], record_id: null }, 'UTC'),
    ).toBe('Positions: Trainee (Active, limited)');
    expect(
      describeChange({ path: 'positions', label: 'Positions', kind: 'list', before: [], after: [position], record_id: null }, 'UTC'),
    ).toBe('Positions — → Trainee (Active, limited)');
    expect(describeValue([{ ...position, status: 'graduated', limited: false }], 'list', 'UTC')).toBe('Trainee (Graduated)');
    expect(describeValue([{ status: 'changes_requested' }], 'list', 'UTC')).toBe('Changes requested');
  });

  it('hours, dates and flags read as the screens show them', () => {
    expect(describeChange({ path: 'minutes', label: 'Hours', kind: 'hours', before: 120, after: 150, record_id: null }, 'UTC')).toBe(
      'Hours 2.0 → 2.5',
    );
    expect(describeValue('2026-03-24', 'date', 'UTC')).toBe('03/24/2026');
    expect(describeValue(false, 'boolean', 'UTC')).toBe('No');
  });

  it('a status reads in words, not as its code; other text keeps its underscores', () => {
    expect(
      describeChange(
        { path: 'status', label: 'Status', kind: 'text', before: 'submitted', after: 'changes_requested', record_id: null },
        'UTC',
      ),
    ).toBe('Status Submitted → Changes requested');
    expect(describeFieldValue('placement.userStatus', 'pending', 'text', 'UTC')).toBe('Pending');
    expect(describeFieldValue('notes', 'see_file', 'text', 'UTC')).toBe('see_file');
    expect(describeFieldValue('status', 'Needs a look', 'text', 'UTC')).toBe('Needs a look');
  });
});
