// ADMIN-26: the organization owner's role follows the organization's supervision type (002 §5): a coordinator runs
// an academic program, a manager a clinic, an administrator an admin organization. The owner (and the
// organization's coordinators) keep the organization's settings on /organization (PEOPLE-25).
import type { Role } from '../../access/roles.js';
import type { supervisionTypes } from './dynamicWords.js';

export type SupervisionType = (typeof supervisionTypes)[number];

export const organizationOwnerRoles = {
  academic: 'coordinator',
  clinical: 'manager',
  admin: 'admin',
} as const satisfies Record<SupervisionType, Role>;

export const ownerRoleOf = (type: SupervisionType): Role => organizationOwnerRoles[type];

/** The settings a member may change on /organization (PEOPLE-25); the live-session switches stay the platform admin's. */
export const memberSettingKeys = [
  'allow_trainee_code_purchase',
  'require_trainee_insurance',
  'show_welcome',
  'enable_stronger_passwords',
] as const;

/** Who keeps an organization's settings: its owner role, its coordinators and the platform admin. */
export const mayChangeOrganizationSettings = (role: Role | null, type: SupervisionType): boolean =>
  role === 'admin' || role === 'coordinator' || role === ownerRoleOf(type);
