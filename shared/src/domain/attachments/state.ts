import { assertNever } from '../decider.js';
import type { AttachmentAttached, AttachmentEvent } from './events.js';

export type AttachedFile = AttachmentAttached['data'];

/** The files currently attached to one attachable, by attachment id. */
export interface AttachmentsState {
  attached: Record<string, AttachedFile>;
}

export const initialState = (): AttachmentsState => ({ attached: {} });

export function evolve(state: AttachmentsState, event: AttachmentEvent): AttachmentsState {
  switch (event.type) {
    case 'AttachmentAttached':
      return { attached: { ...state.attached, [event.data.attachmentId]: event.data } };
    case 'AttachmentDetached': {
      const { [event.data.attachmentId]: _gone, ...rest } = state.attached;
      return { attached: rest };
    }
    default:
      return assertNever(event);
  }
}
