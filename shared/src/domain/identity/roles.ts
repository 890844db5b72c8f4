export const roles = [
  'admin',
  'supervisor',
  'trainee',
  'faculty',
  'coordinator',
  'developer',
  'manager',
  'staff',
  'guest',
  'assistant',
] as const;
export type Role = (typeof roles)[number];

export const roleNames: Record<Role, string> = {
  admin: 'Admin',
  supervisor: 'Supervisor',
  trainee: 'Trainee',
  faculty: 'Faculty',
  coordinator: 'Coordinator',
  developer: 'Developer',
  manager: 'Manager',
  staff: 'Staff',
  guest: 'Guest',
  assistant: 'Assistant',
};

export const userStatuses = ['pending', 'active', 'inactive', 'graduated'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const positionStatuses = ['active', 'pending', 'graduated', 'inactive'] as const;
export type PositionStatus = (typeof positionStatuses)[number];
