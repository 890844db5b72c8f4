// An organization as the read API answers it (/api/organizations, /api/organization, each position of
// /api/users/current): declared once, for the query service and the screens. Instants are ISO strings.
import type { OrganizationDetails } from './commands.js';

export interface OrganizationRecord extends OrganizationDetails {
  id: string;
  cloned_from_id: string | null;
  created_at: string;
  updated_at: string;
}

/** An organization as its members see it (GET /api/organizations/{id}, the read-only /organization screen). */
export type MemberOrganizationRecord = Pick<OrganizationRecord, 'id' | 'name' | 'logo_image_url' | 'supervision_type' | 'dynamic_words'>;
