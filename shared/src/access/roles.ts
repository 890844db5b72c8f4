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
