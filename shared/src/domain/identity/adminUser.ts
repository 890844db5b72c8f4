// An admin edits a user (spec 000 §2.3 /admin/users/edit/:id, §6 "edit a user"):
// the name (the account's UserDetailsChanged) and the user's status.
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.js';
import type { CommandContext } from '../decider.js';
import { decideAccount, personNameSchema } from './account.js';
import type { AccountEvent, AdminUserEvent } from './events.js';
import type { UserState } from './state.js';
import type { UserStatus } from './statuses.js';

/** Pending means "e-mail not yet verified": only the verification sets or clears it, never an admin. */
export const adminSettableStatuses = ['active', 'inactive', 'graduated'] as const satisfies readonly UserStatus[];

// Not strict: react-admin's edit form sends the whole record back; only these fields are read.
export const adminEditUserSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  status: z.enum(adminSettableStatuses),
});
export type AdminEditUserInput = z.infer<typeof adminEditUserSchema>;

export function decideAdminEdit(input: AdminEditUserInput, state: UserState, context: CommandContext): (AccountEvent | AdminUserEvent)[] {
  if (state.status !== 'registered') throw new NotFoundError();
  const details = decideAccount(
    { type: 'ChangeUserDetails', data: { userId: state.id, details: { first_name: input.first_name, last_name: input.last_name } } },
    state,
    context,
  );
  const status: AdminUserEvent[] =
    input.status === state.userStatus
      ? []
      : [{ type: 'UserStatusChanged', data: { userId: state.id, status: input.status, previousStatus: state.userStatus } }];
  return [...details, ...status];
}
