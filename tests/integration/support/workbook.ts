// Downloads an Excel export through an API client and reads it back with exceljs.
import { expect } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { ApiClient } from './testApp.js';

export async function downloadWorkbook(client: ApiClient, path: string): Promise<ExcelJS.Workbook> {
  const xlsx = await client
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.body);
  return book;
}
