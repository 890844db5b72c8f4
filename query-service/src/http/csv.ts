// One CSV cell: quoted when it must be, and never a formula when a spreadsheet opens it.
export const csvCell = (value: string | number | boolean | null): string => {
  const text = value === null ? '' : String(value);
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
