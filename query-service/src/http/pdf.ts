// PDFs drawn with pdfkit in memory and sent as a download: the reports and the signed forms share this.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Response } from 'express';
import { loadOnFirstUse } from '@practicum/shared/platform/runtime/loadOnFirstUse';

// pdfkit and its fonts: about 5 MB of heap
const pdfkit = loadOnFirstUse(() => import('pdfkit').then((module) => module.default));

/**
 * The fonts every PDF writes in. pdfkit's built-in Helvetica knows only Latin-1 (WinAnsi): a name such as
 * "Łucja Żółć-Nguyễn" came out as other letters. Noto Sans (Latin with its extensions and Vietnamese, Greek,
 * Cyrillic) is embedded instead; pdfkit keeps only the glyphs a document uses.
 */
export const pdfFont = { regular: 'Body', bold: 'Body-Bold' } as const;

const notoSans = (file: string) => createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${file}`);
const fontFiles = loadOnFirstUse(async () => {
  const [regular, bold] = await Promise.all([
    readFile(notoSans('400Regular/NotoSans_400Regular.ttf')),
    readFile(notoSans('700Bold/NotoSans_700Bold.ttf')),
  ]);
  return { regular, bold };
});

/** Draws a LETTER document with `draw` and answers its bytes. */
export async function renderPdf(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  const [PDFDocument, fonts] = await Promise.all([pdfkit(), fontFiles()]);
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, ...options, info: { Title: title, Producer: 'Practicum' } });
  doc.registerFont(pdfFont.regular, fonts.regular);
  doc.registerFont(pdfFont.bold, fonts.bold);
  doc.font(pdfFont.regular);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export function sendPdfFile(res: Response, fileName: string, pdf: Buffer): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_')}.pdf"`);
  res.send(pdf);
}
