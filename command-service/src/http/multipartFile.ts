// Reads the one file of a multipart/form-data request into memory, up to a
// limit (busboy): a file over the limit, a missing file or another content type
// is a field error on `file`, as every bad input.
import type { Request } from 'express';
import busboy from 'busboy';
import { ValidationError } from '@practicum/shared/platform/errors';

export interface MultipartFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export function readMultipartFile(
  req: Request,
  options: { field?: string; maxBytes: number; messages: { required: string; tooLarge: string } },
): Promise<MultipartFile> {
  const { field = 'file', maxBytes, messages } = options;
  // a refusal before reading still drains the body, so the client reads the answer rather than a reset
  const refuse = (message: string) => {
    req.resume();
    return Promise.reject(new ValidationError({ [field]: [message] }));
  };
  if (!req.is('multipart/form-data')) return refuse(messages.required);
  if (Number(req.get('content-length') ?? 0) > maxBytes + 64 * 1024) return refuse(messages.tooLarge);
  return new Promise((resolve, reject) => {
    let file: MultipartFile | null = null;
    let refusal: ValidationError | null = null;
    const parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10 } });
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        refusal = new ValidationError({ [field]: [messages.tooLarge] });
      });
      stream.on('end', () => {
        file = { filename: info.filename || 'upload.csv', mimetype: info.mimeType, buffer: Buffer.concat(chunks) };
      });
    });
    parser.on('error', (error: Error) => reject(new ValidationError({ [field]: [error.message] })));
    parser.on('close', () => {
      if (refusal) reject(refusal);
      else if (!file || file.buffer.length === 0) reject(new ValidationError({ [field]: [messages.required] }));
      else resolve(file);
    });
    req.pipe(parser);
  });
}
