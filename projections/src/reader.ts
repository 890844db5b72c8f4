// Who is reading: the facts of the signed-in position that every read model's queries scope by, in SQL.
// The query service's session auth has this shape; a reader without a position reads nothing scoped.
import type { Role } from '@practicum/shared/access/roles';

export interface Reader {
  userId: string;
  positionId: string | null;
  organizationId: string | null;
  role: Role | null;
}

/** An id that matches no row: a reader without an organization (or a user of the right role) sees nothing scoped by it. */
export const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';
export const NOBODY = NO_ORGANIZATION;

/** Who reads, as most read models' queries take it: the user and the name of their position's role. */
export interface RoleReader {
  userId: string;
  role: string | null;
}

/** A reader whose queries are scoped to their organization. */
export interface OrganizationReader extends RoleReader {
  organizationId: string;
}

/** A reader who may have no organization (admins, accounts without a position). */
export interface MaybeOrganizationReader extends RoleReader {
  organizationId: string | null;
}
