// An organization as the read API answers it (/api/organizations, /api/organization, each position of
// /api/users/current): declared once, for the query service and the screens. Instants are ISO strings.
import type { Role } from '../../access/roles.js';
import type { OrganizationDetails } from './commands.js';

export interface OrganizationRecord extends OrganizationDetails {
  id: string;
  /** ADMIN-26: the role of the organization's owner, by its supervision type. */
  owner_role: Role;
  cloned_from_id: string | null;
  created_at: string;
  updated_at: string;
}

/** An organization as its members see it (GET /api/organizations/{id}, the read-only /organization screen). */
export type MemberOrganizationRecord = Pick<
  OrganizationRecord,
  'id' | 'name' | 'logo_image_url' | 'supervision_type' | 'dynamic_words' | 'organization_settings' | 'owner_role'
> & {
  /** ADMIN-26: the longest-serving active holder of the owner role. */
  owner: { id: string; name: string } | null;
  /** DASH-13, DASH-34: the program coordinator the dashboards' headers link to (the longest-serving active one). */
  program_coordinator: { id: string; name: string } | null;
};

/**
 * The platform's organization list counts exactly up to this many; past it the total is the database's estimate
 * (the screen says "about"), so a page of a large platform is not a count of every organization.
 */
export const ORGANIZATIONS_EXACT_TOTAL_UP_TO = 1000;
