import { z } from 'zod';
import { requiredLine, requiredText } from '../bounds.js';
import { supportStatuses, type SupportStatus } from './events.js';

/** Limits (the spec names none; docs/decisions.md "Support conversations"). */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 5000;

export const supportMessages = {
  closed: 'This conversation is closed.',
  onlyOpeners: 'Only coordinators and faculty open support conversations.',
  onlyAdmins: 'Only an admin can change the status of a support conversation.',
} as const;

// The shared rule messages apply, naming `body` as the screens label it: "The message field is required.",
// "The message field must not be greater than 5000 characters."
const messageBody = () => requiredText(SUPPORT_BODY_MAX, 'message');

export const openSupportSchema = z.object({
  subject: requiredLine(SUPPORT_SUBJECT_MAX),
  body: messageBody(),
});

export const supportMessageSchema = z.object({ body: messageBody() });

export const supportStatusSchema = z.object({ status: z.enum(supportStatuses) });

export interface SupportActor {
  userId: string;
  role: string | null;
  organizationId: string | null;
}

export type SupportCommand =
  | { type: 'OpenSupportConversation'; data: { conversationId: string; messageId: string; subject: string; body: string } }
  | { type: 'PostSupportMessage'; data: { conversationId: string; messageId: string; body: string } }
  | { type: 'ChangeSupportStatus'; data: { conversationId: string; status: SupportStatus } }
  | { type: 'MarkSupportRead'; data: { conversationId: string } };
