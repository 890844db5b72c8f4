// The CSV a list's Export writes: fields quoted only when they must be, so a spreadsheet reads each cell whole.
import { describe, expect, it } from '@jest/globals';
import { csvField, csvOf } from './csvExport';

describe('a list’s CSV file', () => {
  it('quotes a field with a comma, a quote or a line break, and writes nothing for no value', () => {
    expect(csvField('Bayview Counseling, Inc.')).toBe('"Bayview Counseling, Inc."');
    expect(csvField('The "new" clinic')).toBe('"The ""new"" clinic"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(2.5)).toBe('2.5');
  });

  it('writes the headers, then one line per record in the columns’ order: a field as it is, or its value in words', () => {
    const columns = [{ source: 'name' }, { source: 'hours', value: (r: { name: string; hours: number }) => r.hours * 2 }];
    expect(csvOf(['Name', 'Hours'], columns, [{ name: 'Lee, Ann', hours: 3 }])).toBe('Name,Hours\r\n"Lee, Ann",6');
  });
});
