// Training report PDFs (spec 001 §7, TRAIN-47..50): a title, then per training
// its trainee, plan and dates, faculty, totals in report hours (the shared
// formatter, so the PDF says what the API and the screens say), a table per
// activity type and a bar chart of approved hours against target.
import { calendarDateIn, formatCalendarDate, formatReportHours, formatDateRange, type Zone } from '@practicum/shared/format';
import type { Rewording } from '@practicum/shared/domain/organizations/wording';
import type { TrainingReportRow } from '@practicum/shared/domain/reports/reportRow';
import { pdfFont, renderPdf } from '../../http/pdf.js';
import { drawProgressBars } from './progressBars.js';

export interface PdfSection {
  /** Heading over the section (e.g. a placement of a custom report); none for a plain training. */
  heading?: string;
  rows: readonly TrainingReportRow[];
}

const COLUMNS = [
  { title: 'Activity type', width: 200 },
  { title: 'Target (h)', width: 90 },
  { title: 'Approved (h)', width: 90 },
  { title: 'Unapproved (h)', width: 100 },
];

function drawTable(doc: PDFKit.PDFDocument, row: TrainingReportRow): void {
  const left = doc.page.margins.left;
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? pdfFont.bold : pdfFont.regular)
      .fontSize(10)
      .fillColor('#222222');
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: COLUMNS[index]!.width - 6, lineBreak: false, ellipsis: true });
      x += COLUMNS[index]!.width;
    });
    doc.y = y + 16;
    doc
      .moveTo(left, doc.y - 3)
      .lineTo(x, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  };
  line(
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const type of row.training_report.activity_types)
    line([type.name, String(type.hours), formatReportHours(type.approved), formatReportHours(type.unapproved)], false);
  doc.font(pdfFont.regular);
  doc.x = left;
}

function drawTraining(doc: PDFKit.PDFDocument, row: TrainingReportRow, inWords: Rewording): void {
  const { totals } = row.training_report;
  const assistant = inWords('assistant');
  const faculty = row.faculty.map((person) => (person.primary ? person.name : `${person.name} (${assistant})`)).join(', ') || 'none';
  doc.moveDown(0.5).font(pdfFont.bold).fontSize(13).fillColor('#000000').text(row.training_plan.name);
  doc
    .font(pdfFont.regular)
    .fontSize(10)
    .text(`${inWords('Trainee')}: ${row.trainee.name}`)
    .text(`Dates: ${formatDateRange(row.training.start_at, row.training.end_at)}`)
    .text(`Level: ${row.training_plan.level_name ?? ''}`)
    .text(`${inWords('Faculty')}: ${faculty}`)
    .moveDown(0.3)
    .font(pdfFont.bold)
    .text(
      `Total approved hours: ${formatReportHours(totals.time.approved)}    Total unapproved hours: ${formatReportHours(totals.time.unapproved)}    Time on site: ${formatReportHours(totals.time_on_site)} h`,
    )
    .font(pdfFont.regular)
    .moveDown(0.5);
  drawTable(doc, row);
  doc.moveDown(0.8);
  drawProgressBars(doc, row.training_report.activity_types);
  doc.moveDown(1);
}

/** Renders the report as a PDF document in memory; its labels name roles in the organization's words (SPINE-12). */
export function trainingReportPdf(title: string, sections: readonly PdfSection[], zone: Zone, inWords: Rewording): Promise<Buffer> {
  return renderPdf(title, (doc) => {
    doc.font(pdfFont.bold).fontSize(18).text(title);
    doc
      .font(pdfFont.regular)
      .fontSize(9)
      .fillColor('#555555')
      .text(`Generated ${formatCalendarDate(calendarDateIn(new Date(), zone))}`);
    for (const section of sections) {
      if (section.heading) doc.moveDown(0.8).font(pdfFont.bold).fontSize(14).fillColor('#000000').text(section.heading);
      if (section.rows.length === 0) doc.moveDown(0.5).font(pdfFont.regular).fontSize(10).fillColor('#000000').text('No trainings.');
      for (const row of section.rows) drawTraining(doc, row, inWords);
    }
  });
}
