import { z } from 'zod';
import { rawText, requiredLine, TEXT } from '../bounds.js';
import { roles, type Role } from '../../access/roles.js';
import { positionStatuses, userStatuses, type PositionStatus, type UserStatus } from './statuses.js';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const loginSchema = z.object({
  email: requiredLine(254).pipe(z.email()),
  password: rawText(TEXT.secret, 1),
});

export const registerUserSchema = z.object({
  first_name: requiredLine(TEXT.short),
  last_name: requiredLine(TEXT.short),
  email: requiredLine(254).pipe(z.email()).transform(normalizeEmail),
  status: z.enum(userStatuses).default('active'),
});

export const assignPositionSchema = z.object({
  organization_id: z.uuid(),
  role: z.enum(roles).exclude(['auditor']),
  status: z.enum(positionStatuses).default('active'),
});

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: { userId: string; first_name: string; last_name: string; email: string; status: UserStatus; sample?: boolean };
    }
  | {
      type: 'AssignPosition';
      data: {
        userId: string;
        positionId: string;
        organizationId: string;
        role: Role;
        status: PositionStatus;
        /** PASS-12: a trainee position that needs an access pass first. */
        traineeAccountLimited?: boolean;
      };
    };

export type EmailReservationCommand = { type: 'ReserveEmail'; data: { email: string; userId: string } };
