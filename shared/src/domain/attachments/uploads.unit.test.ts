import { describe, expect, it } from '@jest/globals';
import {
  offeredUploadSources,
  signatureIsFresh,
  uploadFailureText,
  attachFailureText,
  uploadSources,
  uploadStates,
  uploadWidgetState,
  uploadWidgetStates,
} from './uploads.js';
import { uploadKinds } from './kinds.js';

describe('the upload signature', () => {
  const now = 1_800_000_000;
  it('MISC-11 is reused until about 2 minutes before it expires, then refreshed', () => {
    expect(signatureIsFresh(null, now)).toBe(false);
    expect(signatureIsFresh({ expire: now + 600 }, now)).toBe(true);
    expect(signatureIsFresh({ expire: now + 121 }, now)).toBe(true);
    expect(signatureIsFresh({ expire: now + 120 }, now)).toBe(false);
    expect(signatureIsFresh({ expire: now - 5 }, now)).toBe(false);
  });
});

describe('the upload widget', () => {
  it('MISC-14 is closed, open while its source menu is, and uploading while any file is being stored', () => {
    expect(uploadWidgetStates).toEqual(['closed', 'open', 'uploading']);
    expect(uploadWidgetState(false, [])).toBe('closed');
    expect(uploadWidgetState(true, ['created', 'failed'])).toBe('open');
    expect(uploadWidgetState(false, ['created', 'creating'])).toBe('uploading');
    expect(uploadWidgetState(true, ['creating'])).toBe('uploading');
  });

  it('MISC-15 names the upload states of the spec', () => {
    expect(uploadStates).toEqual(['creating', 'created', 'destroying', 'destroyed', 'failed']);
  });

  it('MISC-16 has the spec’s categories; offers this device and the camera, and a remote source only when configured', () => {
    expect(uploadKinds).toEqual(['images', 'documents', 'audio', 'video', 'subtitles']);
    expect(uploadSources).toEqual(['local', 'camera', 'gdrive', 'dropbox', 'onedrive', 'box']);
    expect(offeredUploadSources([])).toEqual(['local', 'camera']);
    expect(offeredUploadSources(['box', 'gdrive'])).toEqual(['local', 'camera', 'gdrive', 'box']);
  });
});

describe('a failed upload', () => {
  it('MISC-17 says its first error’s message, else "upload failed"', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { file: ['The file must be one of: images, documents.', 'Too big.'], size: ['x'] },
    };
    expect(uploadFailureText(body)).toBe('The file must be one of: images, documents.');
    expect(uploadFailureText({ errors: { signature: 'The upload signature is invalid or has expired.' } })).toBe(
      'The upload signature is invalid or has expired.',
    );
    expect(uploadFailureText({ message: 'Too many requests' })).toBe('Too many requests');
    expect(uploadFailureText({ errors: {} })).toBe('upload failed');
    expect(uploadFailureText(undefined)).toBe('upload failed');
    expect(uploadFailureText('<html>502</html>')).toBe('upload failed');
  });
});

describe('a failed attachment post', () => {
  it('TASKS-54 says every error on its own line, else the failure’s message', () => {
    const body = { errors: { 'upload.uuid': ['The selected upload is invalid.'], object_id: 'The selected task is invalid.' } };
    expect(attachFailureText(body, 'x')).toBe('The selected upload is invalid.\nThe selected task is invalid.');
    expect(attachFailureText({ message: 'This file is already attached.' }, 'This file is already attached.')).toBe(
      'This file is already attached.',
    );
    expect(attachFailureText(undefined, 'upload failed')).toBe('upload failed');
  });
});
