// The PDF's bar chart, drawn with pdfkit's vector primitives: per activity type
// a grey bar for the target hours and, over it, a bar in the plan's color for the
// approved hours; bars share one scale (the largest of targets and approved).
import { formatReportHours, reportHours } from '@practicum/shared/format';
import type { ActivityTypeReport } from '@practicum/shared/domain/reports/reportRow';

const LABEL_WIDTH = 140;
const BAR_HEIGHT = 14;
const ROW_GAP = 8;

export function drawProgressBars(doc: PDFKit.PDFDocument, types: readonly ActivityTypeReport[]): void {
  if (types.length === 0) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right - LABEL_WIDTH - 70;
  const scale = Math.max(1, ...types.map((type) => Math.max(type.hours, reportHours(type.approved))));
  const height = types.length * (BAR_HEIGHT + ROW_GAP) + 24;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.fontSize(9).fillColor('#555555').text('Approved hours against target', left, top);
  types.forEach((type, index) => {
    const y = top + 16 + index * (BAR_HEIGHT + ROW_GAP);
    const barLeft = left + LABEL_WIDTH;
    doc.fillColor('#333333').text(type.name, left, y + 3, { width: LABEL_WIDTH - 8, ellipsis: true, lineBreak: false });
    doc.rect(barLeft, y, (type.hours / scale) * width, BAR_HEIGHT).fill('#e0e0e0');
    const approvedWidth = (reportHours(type.approved) / scale) * width;
    if (approvedWidth > 0) doc.rect(barLeft, y, approvedWidth, BAR_HEIGHT).fill(type.color);
    doc
      .fillColor('#333333')
      .text(`${formatReportHours(type.approved)} / ${type.hours} h`, barLeft + width + 6, y + 3, { lineBreak: false });
  });
  doc.x = left;
  doc.y = top + height;
}
