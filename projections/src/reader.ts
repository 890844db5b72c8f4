// Who is reading: the facts of the signed-in position that every read model's queries scope by, in SQL.
// The query service's session auth has this shape; a reader without a position reads nothing scoped.
import type { Role } from '@practicum/shared/access/roles';

export interface Reader {
  userId: string;
  positionId: string | null;
  organizationId: string | null;
  role: Role | null;
}

/** An id that matches no organization: a reader without one sees nothing of any. */
export const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';
