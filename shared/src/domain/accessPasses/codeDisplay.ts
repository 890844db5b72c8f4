/** A registration code as people read and type it: ABCDE-23456 (stored without the dash). */
export const displayCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;
