// The upload widget's rules (spec 000 §3.2, §4, §7, §8, §9; MISC-11 … 17), pure so the
// frontend's widget and its unit tests share them: upload and widget states, the
// sources a widget offers, when the upload signature is refreshed, and what a
// failed upload says.

/** Upload states (000 §3.2): a file being stored, stored, being deleted, deleted, failed. */
export const uploadStates = ['creating', 'created', 'destroying', 'destroyed', 'failed'] as const;
export type UploadState = (typeof uploadStates)[number];

/** File upload widget states (000 §4): closed, its source menu open, a file uploading. */
export const uploadWidgetStates = ['closed', 'open', 'uploading'] as const;
export type UploadWidgetState = (typeof uploadWidgetStates)[number];

/** Upload sources (000 §9). The remote ones need an outside service: offered only when configured. */
export const uploadSources = ['local', 'camera', 'gdrive', 'dropbox', 'onedrive', 'box'] as const;
export type UploadSource = (typeof uploadSources)[number];
export const remoteUploadSources = ['gdrive', 'dropbox', 'onedrive', 'box'] as const satisfies readonly UploadSource[];
export type RemoteUploadSource = (typeof remoteUploadSources)[number];

/** The sources a widget offers: this device and its camera always, a remote one only with its adapter configured. */
export function offeredUploadSources(configured: readonly RemoteUploadSource[]): UploadSource[] {
  return ['local', 'camera', ...remoteUploadSources.filter((source) => configured.includes(source))];
}

/** Uploading wins over the menu: the widget shows progress while any file is being stored. */
export function uploadWidgetState(menuOpen: boolean, states: readonly UploadState[]): UploadWidgetState {
  if (states.includes('creating')) return 'uploading';
  return menuOpen ? 'open' : 'closed';
}

/** The signature is refreshed about 2 minutes before it expires (000 §4, §9). */
export const SIGNATURE_REFRESH_SECONDS = 120;

export function signatureIsFresh(signature: { expire: number } | null, nowSeconds: number): signature is { expire: number } {
  return signature !== null && signature.expire - SIGNATURE_REFRESH_SECONDS > nowSeconds;
}

/** 000 §8: a failed upload shows its first error's message, else "upload failed". */
export const UPLOAD_FAILED = 'upload failed';

/** 001 §8 (TASKS-54): a failed attachment post shows every error, one per line; without any, `fallback`. */
export function attachFailureText(body: unknown, fallback: string): string {
  const errors = body !== null && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  const messages =
    errors !== null && typeof errors === 'object' && !Array.isArray(errors)
      ? Object.values(errors as Record<string, unknown>)
          .flat()
          .filter((text): text is string => typeof text === 'string' && text !== '')
      : [];
  return messages.length ? messages.join('\n') : fallback;
}

export function uploadFailureText(body: unknown): string {
  if (body !== null && typeof body === 'object') {
    const { errors, message } = body as { errors?: unknown; message?: unknown };
    if (errors !== null && typeof errors === 'object') {
      for (const value of Object.values(errors as Record<string, unknown>)) {
        const first = Array.isArray(value) ? (value as unknown[]).find((v) => typeof v === 'string') : value;
        if (typeof first === 'string' && first) return first;
      }
    }
    if (typeof message === 'string' && message) return message;
  }
  return UPLOAD_FAILED;
}
