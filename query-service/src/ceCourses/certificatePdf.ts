// The completion certificate of a CE course: landscape, the learner's name, the
// course, its credit hours, the day of the pass and the score.
import { formatLongDate, type Zone } from '@practicum/shared/format';
import { pdfFont, renderPdf } from '../http/pdf.js';

export interface CertificateFacts {
  name: string;
  title: string;
  credit_hours: number;
  completed_at: Date;
  score: number;
}

/** `zone`: the learner's, where the completion's day is counted. */
export function certificatePdf(facts: CertificateFacts, zone: Zone): Promise<Buffer> {
  return renderPdf(
    `Certificate of completion: ${facts.title}`,
    (doc) => {
      const width = doc.page.width - 100;
      const line = (text: string, size: number, bold = false, gap = 0.6) =>
        doc
          .font(bold ? pdfFont.bold : pdfFont.regular)
          .fontSize(size)
          .text(text, 50, undefined, { width, align: 'center' })
          .moveDown(gap);
      doc
        .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
        .lineWidth(2)
        .stroke('#1f4e79');
      doc.y = 110;
      line('Certificate of Completion', 30, true, 1);
      line('This certifies that', 14);
      line(facts.name, 24, true, 0.8);
      line('has completed the continuing education course', 14);
      line(facts.title, 20, true, 1);
      const hours = Number(facts.credit_hours);
      if (hours > 0) line(`${hours} credit hour${hours === 1 ? '' : 's'}`, 12);
      line(`Completed on ${formatLongDate(facts.completed_at.toISOString(), zone)} with a score of ${facts.score}%`, 12);
    },
    { layout: 'landscape' },
  );
}
