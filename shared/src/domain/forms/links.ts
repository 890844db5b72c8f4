// Emailed signing links (FORMS-06): the request body of sending one, how long it lasts, and its token's claims.
import { z } from 'zod';
import { formBounds, formRoles } from './model.js';

export const PUBLIC_FORM_LINK_PURPOSE = 'public-form';
export const PUBLIC_FORM_LINK_DAYS = 7;

export const sendSubmissionLinkSchema = z.object({
  role: z.enum(formRoles),
  email: z.email({ error: 'The email must be a valid email address.' }).max(254),
  name: z.string().trim().min(1, { error: 'The name field is required.' }).max(formBounds.signature),
});

/** The claims of a link's token: submission, role, link id; `exp` in seconds. */
export interface PublicFormClaims {
  s: string;
  r: string;
  l: string;
  exp: number;
}
export const publicFormClaims = (submissionId: string, role: string, linkId: string, expiresAt: string): PublicFormClaims => ({
  s: submissionId,
  r: role,
  l: linkId,
  exp: Math.floor(Date.parse(expiresAt) / 1000),
});
export const isPublicFormClaims = (claims: Record<string, unknown>): claims is PublicFormClaims & Record<string, unknown> =>
  typeof claims.s === 'string' && typeof claims.r === 'string' && typeof claims.l === 'string';

export const publicSignSchema = z.object({ signature: z.string().max(formBounds.signature).default('') });
