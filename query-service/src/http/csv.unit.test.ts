import { describe, expect, it } from '@jest/globals';
import { csvCell } from './csv.js';

describe('SITES-07 a CSV cell opened in a spreadsheet', () => {
  it('turns text a spreadsheet would run as a formula into text, tab and carriage return included', () => {
    expect(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1'].map(csvCell)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      "'\t=1",
      `"'\r=1"`,
    ]);
  });

  it('writes numbers, booleans and plain text as they are, quoting commas, quotes and line breaks', () => {
    expect([-5, 2.5, true, null, 'Main St', 'A, B', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual([
      '-5',
      '2.5',
      'true',
      '',
      'Main St',
      '"A, B"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });
});
