import type { AdminUserDetails, AdminUserRecord } from '@practicum/shared/domain/identity/records';

/** A list row or a details record: react-admin's cache may hold either under the same id. */
export type AdminUser = Omit<AdminUserRecord, 'roles' | 'organizations'> &
  Partial<Pick<AdminUserRecord, 'roles' | 'organizations'>> &
  Partial<Pick<AdminUserDetails, 'positions'>>;

export const userStatuses = ['active', 'pending', 'inactive', 'graduated'] as const;
export const filterRoles = ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee'] as const;
/** What an admin may set (pending belongs to e-mail verification): shared/src/domain/identity/adminUser.ts. */
export const adminSettableStatuses = ['active', 'inactive', 'graduated'] as const;
