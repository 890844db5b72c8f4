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
  // issue 20: a session role only, never a position's: read-only access granted by an organization (auditorAccess)
  'auditor',
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
  auditor: 'Auditor',
};
