// One CSV cell: quoted when it must be, and never a formula when a spreadsheet opens it.
export const csvCell = (value: string | number | boolean | null): string => {
  const text = value === null ? '' : String(value);
  // Text starting with =, +, -, @, a tab or a carriage return can run as a formula in a spreadsheet (OWASP's
  // CSV injection list); a number is written as itself, so a negative one stays a number.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
