// The user picker's rules (spec 001 §5, §9): no duplicates, only allowed roles,
// nobody omitted, a selection limit (0 = none) with "user limit reached", a group
// adding its users up to the limit, names over 30 characters trimmed. Pure, so
// the task modal and its tests share them.

/** Available user option (spec 001 §3). `id` is the user, `position_id` what a task is assigned to. */
export interface PickerUser {
  id: string;
  name: string;
  position_id: string;
  role_keyname: string;
  role_name: string;
}

/** Group (spec 001 §3): the organization's users of one role. */
export interface PickerGroup {
  id: string;
  keyname: string;
  name: string;
  users: PickerUser[];
}

export interface PickerRules {
  /** 0: no limit. */
  limit: number;
  /** Role keynames that may be picked; empty: every role. */
  allowedRoles: readonly string[];
  /** Position ids that may not be picked (e.g. already assigned). */
  omitted: readonly string[];
}

export const pickerMessages = { limitReached: 'user limit reached' } as const;

export const PICKER_NAME_LENGTH = 30;

/** A name over 30 characters cut with an ellipsis. */
export const trimName = (name: string, max = PICKER_NAME_LENGTH): string => (name.length > max ? `${name.slice(0, max)}…` : name);

const pickable = (selection: readonly PickerUser[], user: PickerUser, rules: PickerRules): boolean =>
  !selection.some((s) => s.position_id === user.position_id) &&
  !rules.omitted.includes(user.position_id) &&
  (rules.allowedRoles.length === 0 || rules.allowedRoles.includes(user.role_keyname));

const full = (selection: readonly PickerUser[], rules: PickerRules): boolean => rules.limit > 0 && selection.length >= rules.limit;

export interface PickResult {
  selection: PickerUser[];
  /** "user limit reached" when the limit stopped an addition. */
  warning: string | null;
}

/** Adds users in order while they may be picked and the limit allows. */
export function addUsers(selection: readonly PickerUser[], users: readonly PickerUser[], rules: PickerRules): PickResult {
  const next = [...selection];
  let warning: string | null = null;
  for (const user of users) {
    if (!pickable(next, user, rules)) continue;
    if (full(next, rules)) {
      warning = pickerMessages.limitReached;
      break;
    }
    next.push(user);
  }
  if (warning === null && full(next, rules) && next.length > selection.length) warning = pickerMessages.limitReached;
  return { selection: next, warning };
}

/** A group adds its users up to the limit. */
export const addGroup = (selection: readonly PickerUser[], group: PickerGroup, rules: PickerRules): PickResult =>
  addUsers(selection, group.users, rules);

/** The create body's assignees: one as `assignee`, several as `assignees` (spec 001 §5, §7). */
export function assigneeBody(selection: readonly PickerUser[]): { assignee: string } | { assignees: string[] } | Record<string, never> {
  if (selection.length === 0) return {};
  if (selection.length === 1) return { assignee: selection[0]!.position_id };
  return { assignees: selection.map((s) => s.position_id) };
}

/** "All trainees", "All faculty": a group's name from the organization's word for the role. */
export function groupName(roleName: string): string {
  const word = roleName.toLowerCase();
  const plural = ['faculty', 'staff'].includes(word) || word.endsWith('s') ? word : `${word}s`;
  return `All ${plural}`;
}
