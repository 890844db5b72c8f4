// Excel downloads built with exceljs in memory: one sheet per table, a bold header row, one row per record.
import type { Response } from 'express';
import type ExcelJS from 'exceljs';
import { loadOnFirstUse } from '@practicum/shared/platform/runtime/loadOnFirstUse';

// about 6 MB of heap
const exceljs = loadOnFirstUse(() => import('exceljs').then((module) => module.default));

export interface SheetColumn<R> {
  header: string;
  width?: number;
  value: (row: R) => string | number | boolean | null;
}

export interface Sheet<R> {
  name: string;
  columns: readonly SheetColumn<R>[];
  rows: readonly R[];
}

function addSheet<R>(book: ExcelJS.Workbook, { name, columns, rows }: Sheet<R>): void {
  const sheet = book.addWorksheet(name);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? Math.max(12, c.header.length + 2) }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c, i) => [String(i), c.value(row)])));
  sheet.getRow(1).font = { bold: true };
}

/** A sheet of any row type, ready for a workbook. */
export interface WorkbookSheet {
  addTo(book: ExcelJS.Workbook): void;
}
export const sheetOf = <R>(sheet: Sheet<R>): WorkbookSheet => ({ addTo: (book) => addSheet(book, sheet) });

/** Several sheets in one workbook. */
export async function sendWorkbookSheets(res: Response, fileName: string, sheets: readonly WorkbookSheet[]): Promise<void> {
  const book = new (await exceljs()).Workbook();
  for (const sheet of sheets) sheet.addTo(book);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_')}.xlsx"`);
  res.send(Buffer.from(await book.xlsx.writeBuffer()));
}

export function sendWorkbook<R>(
  res: Response,
  fileName: string,
  sheetName: string,
  columns: readonly SheetColumn<R>[],
  rows: readonly R[],
): Promise<void> {
  return sendWorkbookSheets(res, fileName, [sheetOf({ name: sheetName, columns, rows })]);
}
