// Upload categories (spec 000 §9, 002 §9): each kind with the mimetypes it
// accepts and its size limit (the spec names the kinds, not the limits: see
// docs/decisions.md "## Tasks, attachments and notifications").
export const uploadKinds = ['images', 'documents', 'audio', 'video', 'subtitles'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Attachments accept images and documents unless the attachable asks for more (spec 001 §5). */
export const defaultAttachmentKinds: readonly UploadKind[] = ['images', 'documents'];

const MB = 1024 * 1024;

export const kindRules: Record<UploadKind, { mimetypes: readonly string[]; maxBytes: number }> = {
  images: { mimetypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 5 * MB },
  documents: {
    mimetypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/rtf',
      'text/plain',
      'text/csv',
    ],
    maxBytes: 20 * MB,
  },
  audio: { mimetypes: ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/x-wav', 'audio/webm', 'audio/ogg'], maxBytes: 50 * MB },
  video: { mimetypes: ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'], maxBytes: 100 * MB },
  subtitles: { mimetypes: ['text/vtt', 'application/x-subrip'], maxBytes: 1 * MB },
};

/** The file name endings each kind accepts, as the upload widget filters them (initial state, SPINE-05). */
export const kindExtensions: Record<UploadKind, readonly string[]> = {
  images: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  documents: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'rtf', 'txt', 'csv'],
  audio: ['mp3', 'm4a', 'wav', 'weba', 'ogg'],
  video: ['mp4', 'webm', 'mov', 'ogv'],
  subtitles: ['vtt', 'srt'],
};

/** What a browser recorder should try first, best first (the live-session recorder picks the first it supports). */
export const preferredVideoMimetypes = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'] as const;

/** The kind a mimetype belongs to, or null when no kind accepts it. */
export function kindOf(mimetype: string): UploadKind | null {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return uploadKinds.find((kind) => kindRules[kind].mimetypes.includes(type)) ?? null;
}

export const kindsMessage = (kinds: readonly UploadKind[]): string => `The file must be one of: ${kinds.join(', ')}.`;

/** "20 MB" style limit text in the wording of the existing upload messages (kilobytes). */
export const tooLargeMessage = (kind: UploadKind): string =>
  `The file must not be greater than ${kindRules[kind].maxBytes / 1024} kilobytes.`;
