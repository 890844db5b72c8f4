// Upload sources (spec 000 §9; MISC-16): this device and its camera are always
// offered; a remote source (Google Drive, Dropbox, OneDrive, Box) needs an
// outside service's picker and account, so it is a port: an adapter registered
// here is offered, none is by default (docs/decisions.md, issue 19 support).
import { offeredUploadSources, type RemoteUploadSource, type UploadSource } from '@practicum/shared/domain/attachments/uploads';

/** A remote source's picker: lets the user choose files there and hands them over as Files. */
export interface RemoteSourceAdapter {
  pick(): Promise<File[]>;
}

export const remoteSourceAdapters: Partial<Record<RemoteUploadSource, RemoteSourceAdapter>> = {};

export const offeredSources = (): UploadSource[] => offeredUploadSources(Object.keys(remoteSourceAdapters) as RemoteUploadSource[]);
