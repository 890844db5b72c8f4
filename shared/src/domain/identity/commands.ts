import { z } from 'zod';
import { positionStatuses, roles, userStatuses, type PositionStatus, type Role, type UserStatus } from './roles.js';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const loginSchema = z.object({
  email: z.string().trim().min(1).pipe(z.email()),
  password: z.string().min(1),
});

export const registerUserSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).pipe(z.email()).transform(normalizeEmail),
  status: z.enum(userStatuses).default('active'),
});

export const assignPositionSchema = z.object({
  organization_id: z.uuid(),
  role: z.enum(roles),
  status: z.enum(positionStatuses).default('active'),
});

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: { userId: string; first_name: string; last_name: string; email: string; status: UserStatus };
    }
  | {
      type: 'AssignPosition';
      data: { userId: string; positionId: string; organizationId: string; role: Role; status: PositionStatus };
    };

export type EmailReservationCommand = { type: 'ReserveEmail'; data: { email: string; userId: string } };
