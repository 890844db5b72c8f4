// The signup variants 002 §2 names (SIGNUP-69: academic program, join existing, individual
// trainee, registration code, email verification), decided from where an account comes from.
// The load calls serve the variant and the wizard's header words its invitation by it.
import type { SignupVia } from './events.js';
import type { SignupRole } from './survey.js';

export const signupVariants = [
  'academic_program',
  'join_existing',
  'individual_trainee',
  'registration_code',
  'email_verification',
] as const;
export type SignupVariant = (typeof signupVariants)[number];

/**
 * An invitation joins an organization that asked for the person by name; a code opens an academic
 * organization's program or, elsewhere, is a registration code; a shared link makes a trainee who
 * joins on their own, or any other role joining the organization. /register/verify is the fifth.
 */
export function signupVariant(via: SignupVia['kind'], role: SignupRole, supervisionType: string): SignupVariant {
  if (via === 'invite') return 'join_existing';
  if (via === 'code') return supervisionType === 'academic' ? 'academic_program' : 'registration_code';
  return role === 'trainee' ? 'individual_trainee' : 'join_existing';
}
