// Attachment events: one stream per attachable (`attachments-<type>-<id>`), so
// an attachable's files are decided together (no double attach of an upload,
// deletion rules) and its realtime room replays from one place.
// Spec 001 §3 Attachment, §5 attachment rules, §7 Attachments calls.
import { eventTypesOf, type DomainEvent } from '../decider.js';
import type { UploadKind } from './kinds.js';

/** The attachable kinds (object_class): meetings, CE courses and forms would reuse the same stream shape. */
export const attachableTypes = ['task', 'supervisor_profile', 'support_conversation', 'client'] as const;
export type AttachableType = (typeof attachableTypes)[number];

/**
 * What every side knows of an attachable's own record: the category of its stream (the audit trail names a record's
 * files after it) and whether its files are HIPAA-enforced (they may hold client details: hidden from an
 * impersonating admin, and each download needs the HIPAA course).
 */
export const attachableRecords: Readonly<Record<AttachableType, { category: string; hipaaEnforced: boolean }>> = {
  task: { category: 'task', hipaaEnforced: true },
  supervisor_profile: { category: 'supervision_profile', hipaaEnforced: false },
  support_conversation: { category: 'supportConversation', hipaaEnforced: false },
  client: { category: 'client', hipaaEnforced: true },
};

export type AttachmentAttached = DomainEvent<
  'AttachmentAttached',
  {
    attachmentId: string;
    attachableType: AttachableType;
    attachableId: string;
    organizationId: string;
    uuid: string;
    filename: string;
    mimetype: string;
    kind: UploadKind;
    size: number;
    public: boolean;
    ownerUserId: string;
    ownerPositionId: string | null;
    /** Hidden from an admin impersonating someone ("cannot access attachments"). */
    hipaaEnforced: boolean;
  }
>;

export type AttachmentDetached = DomainEvent<
  'AttachmentDetached',
  { attachmentId: string; attachableType: AttachableType; attachableId: string; byUserId: string }
>;

export type AttachmentEvent = AttachmentAttached | AttachmentDetached;
export const attachmentEventTypes = eventTypesOf<AttachmentEvent>()('AttachmentAttached', 'AttachmentDetached');

export const ATTACHMENTS_CATEGORY = 'attachments';
export const attachmentsStream = (type: AttachableType, id: string): string => `${ATTACHMENTS_CATEGORY}-${type}-${id}`;
