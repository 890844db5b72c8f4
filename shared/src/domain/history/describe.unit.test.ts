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

  it('HIST-VALUES codes read as the screens name them, roles and places in the record organization words', () => {
    const clinic = { trainee: 'Intern', supervision_site: 'Clinic' };
    const change = (path: string, before: unknown, after: unknown, kind: 'text' | 'list' = 'text') =>
      describeChange({ path, label: 'Field', kind, before, after, record_id: null }, 'UTC', clinic);
    expect(change('entry.status', 'submitted', 'changes_requested')).toBe('Field Submitted for review → Changes requested');
    expect(change('form.content.type', undefined, 'evaluation')).toBe('Field: Evaluation');
    expect(change('form.content.assessmentCategory', 'trainee', 'supervision_site')).toBe('Field Intern → Clinic');
    expect(change('submission.submitterRole', undefined, 'trainee')).toBe('Field: Intern');
    expect(change('submission.signerRoles', ['trainee', 'supervisor'], ['trainee'], 'list')).toBe('Field Intern, Supervisor → Intern');
    expect(change('site.status', 'pending', 'rejected')).toBe('Field Decision pending → Not approved');
    expect(change('meeting.provider', undefined, 'no_provider')).toBe('Field: Browser video');
    expect(change('task.repeatOn', 'single', 'complete')).toBe('Field Does not repeat → Repeats when completed');
    expect(change('details.supervision_type', undefined, 'clinical')).toBe('Field: Clinical');
    expect(change('placement.stage', 'ready', 'approved')).toBe('Field Ready → Approved');
    // a site tag's icon by what it pictures, not its Material name
    expect(change('tag.icon', 'label', 'local_hospital')).toBe('Field Label → Hospital');
    const position = { role: 'trainee', status: 'pending', limited: false, organizationId: 'x' };
    expect(describeValue([position], 'list', 'UTC', clinic)).toBe('Intern (Pending approval)');
    expect(describeValue([position], 'list', 'UTC', null)).toBe('Trainee (Pending approval)');
    // without the organization's words, the product's
    expect(describeFieldValue('conversation.openedBy.role', 'coordinator', 'text', 'UTC')).toBe('Coordinator');
    // free text that happens to look like a code stays as written
    expect(describeFieldValue('entry.notes', 'approved', 'text', 'UTC', clinic)).toBe('approved');
  });
});
