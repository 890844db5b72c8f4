export interface AdminUserPosition {
  id: string;
  status: string;
  role: { keyname: string; name: string };
  organization: { id: string; name: string | null };
}

export interface AdminUser {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  joindate: string;
  roles?: string[];
  organizations?: string[];
  positions?: AdminUserPosition[];
}

export const userStatuses = ['active', 'pending', 'inactive', 'graduated'] as const;
export const filterRoles = ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee'] as const;
/** What an admin may set (pending belongs to e-mail verification): shared/src/domain/identity/adminUser.ts. */
export const adminSettableStatuses = ['active', 'inactive', 'graduated'] as const;
