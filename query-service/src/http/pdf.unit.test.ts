// Every PDF (reports, signed forms, certificates, code cards) writes names as they are spelled: read back by
// pdftotext, as a reader's viewer shows them.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfFont, renderPdf } from './pdf.js';

const textOf = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(join(dir, 'names.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'names.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('a PDF', () => {
  it('TRAIN-47 writes names outside Latin-1 as spelled, in both weights', async () => {
    const names = ['Łucja Żółć-Nguyễn', 'Zoë Ørsted', 'Αλέξης Παπαδόπουλος', 'Юлия Смирнова', 'Şükrü Çelik'];
    const pdf = await renderPdf('Names', (doc) => {
      for (const [i, name] of names.entries()) doc.font(i % 2 ? pdfFont.bold : pdfFont.regular).text(name);
    });
    const text = textOf(pdf);
    for (const name of names) expect(text).toContain(name);
  });
});
