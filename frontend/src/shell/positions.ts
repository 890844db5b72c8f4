// The position switcher's order (spec 001 §2): coordinator, faculty, supervisor,
// trainee, then organization name.
import { type CurrentPosition } from '../identity/currentUser';

const roleOrder = ['coordinator', 'faculty', 'supervisor', 'trainee'];
const rank = (position: CurrentPosition): number => {
  const index = roleOrder.indexOf(position.role.keyname);
  return index === -1 ? roleOrder.length : index;
};

export const sortPositions = (positions: readonly CurrentPosition[]): CurrentPosition[] =>
  [...positions].sort((a, b) => rank(a) - rank(b) || (a.organization?.name ?? '').localeCompare(b.organization?.name ?? ''));

/** The user menu shows at most 12 characters of the name (spec 000 §9). */
export const MENU_NAME_LENGTH = 12;
export const truncateMenuName = (name: string): string =>
  name.length > MENU_NAME_LENGTH ? `${name.slice(0, MENU_NAME_LENGTH).trimEnd()}…` : name;
