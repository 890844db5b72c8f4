import { describe, expect, it } from '@jest/globals';
import { addGroup, addUsers, assigneeBody, groupName, trimName, type PickerRules, type PickerUser } from './userPicker.js';

const user = (n: number, role = 'trainee'): PickerUser => ({
  id: `u${n}`,
  name: `User ${n}`,
  position_id: `p${n}`,
  role_keyname: role,
  role_name: role === 'trainee' ? 'Trainee' : 'Supervisor',
});
const rules = (overrides: Partial<PickerRules> = {}): PickerRules => ({ limit: 0, allowedRoles: [], omitted: [], ...overrides });

describe('the user picker', () => {
  it('TASKS-41 never adds a user twice, an omitted user, or a role that is not allowed', () => {
    const { selection } = addUsers(
      [user(1)],
      [user(1), user(2), user(3, 'supervisor')],
      rules({ omitted: ['p2'], allowedRoles: ['trainee'] }),
    );
    expect(selection.map((s) => s.id)).toEqual(['u1']);
  });

  it('TASKS-42 stops at the limit with "user limit reached"; 0 means no limit', () => {
    expect(addUsers([user(1)], [user(2)], rules({ limit: 2 }))).toEqual({ selection: [user(1), user(2)], warning: 'user limit reached' });
    expect(addUsers([user(1), user(2)], [user(3)], rules({ limit: 2 }))).toEqual({
      selection: [user(1), user(2)],
      warning: 'user limit reached',
    });
    expect(addUsers([], [user(1), user(2), user(3)], rules()).selection).toHaveLength(3);
  });

  it('TASKS-43 a group adds its users up to the limit', () => {
    const group = { id: 'trainee', keyname: 'trainee', name: 'All trainees', users: [user(1), user(2), user(3)] };
    const { selection, warning } = addGroup([user(1)], group, rules({ limit: 2 }));
    expect(selection.map((s) => s.id)).toEqual(['u1', 'u2']);
    expect(warning).toBe('user limit reached');
  });

  it('TASKS-44 trims names over 30 characters with an ellipsis', () => {
    expect(trimName('Maximiliana Bartholomew-Featherstonehaugh')).toBe('Maximiliana Bartholomew-Feathe…');
    expect(trimName('Theo Turner')).toBe('Theo Turner');
  });

  it('TASKS-31 sends one assignee as assignee and several as assignees', () => {
    expect(assigneeBody([user(1)])).toEqual({ assignee: 'p1' });
    expect(assigneeBody([user(1), user(2)])).toEqual({ assignees: ['p1', 'p2'] });
    expect(assigneeBody([])).toEqual({});
  });

  it('names a group after the organization’s word for the role', () => {
    expect(groupName('Trainee')).toBe('All trainees');
    expect(groupName('Faculty')).toBe('All faculty');
  });
});
