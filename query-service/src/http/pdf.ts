// PDFs drawn with pdfkit in memory and sent as a download: the reports and the signed forms share this.
import type { Response } from 'express';
import { loadOnFirstUse } from '@practicum/shared/platform/runtime/loadOnFirstUse';

// pdfkit and its fonts: about 5 MB of heap
const pdfkit = loadOnFirstUse(() => import('pdfkit').then((module) => module.default));

/** Draws a LETTER document with `draw` and answers its bytes. */
export async function renderPdf(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  const PDFDocument = await pdfkit();
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, ...options, info: { Title: title, Producer: 'Practicum' } });
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
