// A list states its columns once: the table's columns and the Export's file come from the same definition, so a
// column added to it shows in both, with the words the cell shows.
import { describe, expect, it } from '@jest/globals';
import { isValidElement, type ReactNode } from 'react';
import { csvOf } from './csvExport';
import { tableColumns, type ListColumn } from './listColumns';

type Mail = { id: number; created_at: string; to: string; subject: string; opened: boolean };

const mail: Mail = { id: 7, created_at: '2026-03-04T15:00:00Z', to: 'lee@example.test', subject: 'Welcome', opened: true };
const outbox: ListColumn<Mail>[] = [
  { source: 'created_at', value: (m) => m.created_at.slice(0, 10) },
  { source: 'to' },
  { source: 'subject' },
];

type ColProps = { source: string; label?: string; disableSort?: boolean; render?: (record: Mail) => ReactNode };

/** What the table draws: each column's props as DataTable receives them. */
const drawn = (columns: readonly ListColumn<Mail>[]) =>
  tableColumns(columns).map((element) => {
    expect(isValidElement(element)).toBe(true);
    return element.props as ColProps;
  });

/** The file Export writes, its headers named by the columns' sources (the list translates them). */
const exported = (columns: readonly ListColumn<Mail>[]) =>
  csvOf(
    columns.map((c) => c.label ?? c.source),
    columns,
    [mail],
  ).split('\r\n');

describe('a list’s column definition', () => {
  it('gives the table and the file the same columns in the same order', () => {
    expect(drawn(outbox).map((c) => c.source)).toEqual(['created_at', 'to', 'subject']);
    expect(exported(outbox)).toEqual(['created_at,to,subject', '2026-03-04,lee@example.test,Welcome']);
  });

  it('shows a column added to it in the table and writes it in the file, in the words the cell shows', () => {
    const opened: ListColumn<Mail> = { source: 'opened', label: 'Opened', disableSort: true, value: (m) => (m.opened ? 'Yes' : 'No') };
    const columns = [...outbox, opened];
    const added = drawn(columns).at(-1)!;
    expect(added).toMatchObject({ source: 'opened', label: 'Opened', disableSort: true });
    expect(added.render!(mail)).toBe('Yes');
    expect(exported(columns)).toEqual(['created_at,to,subject,Opened', '2026-03-04,lee@example.test,Welcome,Yes']);
  });

  it('draws a richer cell where it has one, and writes its value in words', () => {
    const columns: ListColumn<Mail>[] = [{ source: 'subject', value: (m) => m.subject.toUpperCase(), cell: (m) => `[${m.subject}]` }];
    expect(drawn(columns)[0]!.render!(mail)).toBe('[Welcome]');
    expect(exported(columns)[1]).toBe('WELCOME');
  });
});
