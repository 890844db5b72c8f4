// A submitted form as a PDF (issue 14 §3; FORMS-20, 21): every answer of the version it answered, each
// signer's typed name, time and IP, and a SHA-256 of the submission printed on it, so an accreditor holding
// the PDF can ask for the record and see that nothing changed since it was signed.
import { createHash } from 'node:crypto';
import { organizationRoleName, type OrganizationWords } from '@practicum/shared/domain/organizations/wording';
import { formatZonedDateTime, type Zone } from '@practicum/shared/format';
import type { SubmissionRow } from '@practicum/projections/forms/readModel';
import { pdfFont, renderPdf } from '../http/pdf.js';

interface PdfQuestion {
  id: string;
  type: string;
  label: string;
}
interface PdfSection {
  title?: string;
  questions?: PdfQuestion[];
}

/** JSON with keys sorted at every level: the same record always hashes the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
};

/** The digest printed on the PDF: the submission's identity, version, answers and signatures. */
export const submissionDigest = (row: Pick<SubmissionRow, 'id' | 'form_id' | 'form_version' | 'answers' | 'signatures'>): string =>
  createHash('sha256')
    .update(
      canonical({ id: row.id, form_id: row.form_id, form_version: row.form_version, answers: row.answers, signatures: row.signatures }),
    )
    .digest('hex');

/** An answer as a reader reads it. */
function answerText(type: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '(no answer)';
  if (type === 'agree') return value === true ? 'Agreed' : 'Not agreed';
  if (type === 'upload') return `${Array.isArray(value) ? value.length : 1} file(s) uploaded`;
  if (type === 'monthYearDate' && typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) return `${value.slice(5)}/${value.slice(0, 4)}`;
  if (Array.isArray(value)) return value.map((item) => String(item as string)).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** How the reader reads it: times in their zone, roles in the words of the submission's organization. */
export interface PdfReading {
  zone: Zone;
  words: OrganizationWords;
}

export function submissionPdf(row: SubmissionRow, sections: readonly PdfSection[], { zone, words }: PdfReading): Promise<Buffer> {
  const roleName = (role: string) => organizationRoleName(role, words);
  return renderPdf(row.form_name, (doc) => {
    const heading = (text: string) => doc.moveDown(0.8).font(pdfFont.bold).fontSize(13).fillColor('#000000').text(text);
    const line = (label: string, value: string) =>
      doc.font(pdfFont.bold).fontSize(10).fillColor('#222222').text(`${label}: `, { continued: true }).font(pdfFont.regular).text(value);
    doc.font(pdfFont.bold).fontSize(18).text(row.form_name);
    line('Status', row.status ?? 'draft');
    line('Submitted by', `${row.submitter_name ?? ''} (${roleName(row.submitter_role)})`);
    if (row.target_name) line('Assessed', row.target_name);
    if (row.submitted_at) line('Submitted at', formatZonedDateTime(new Date(row.submitted_at), zone));
    line('Form version', String(row.form_version));
    for (const section of sections) {
      heading(section.title || 'Answers');
      for (const q of section.questions ?? []) {
        doc.moveDown(0.3).font(pdfFont.bold).fontSize(10).fillColor('#222222').text(q.label);
        doc.font(pdfFont.regular).text(answerText(q.type, row.answers[q.id]));
      }
    }
    heading('Signatures');
    for (const s of row.signatures) {
      doc.moveDown(0.3);
      line(roleName(s.role), s.signature);
      line('Signed at', formatZonedDateTime(new Date(s.signed_at), zone));
      line('IP address', s.ip ?? 'not recorded');
    }
    if (row.next_role) line('Waiting for', roleName(row.next_role));
    heading('Integrity');
    doc
      .font(pdfFont.regular)
      .fontSize(9)
      .text(`SHA-256 of the submission (id, form version, answers, signatures): ${submissionDigest(row)}`);
  });
}
