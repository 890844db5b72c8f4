// react-admin notifies failed requests with the error's message only; the data
// layer records here which status produced a message so the error modal can
// title it (spec 000 §8) and fill in its arguments.
export interface HttpErrorInfo {
  status: number;
  args?: Record<string, unknown>;
  /** Not shown: the route hides this kind of error, or another screen (re-login) handles it. */
  hidden?: boolean;
}

const recent = new Map<string, HttpErrorInfo>();
const capacity = 50;

export function rememberHttpError(message: string, info: HttpErrorInfo): void {
  recent.delete(message);
  recent.set(message, info);
  if (recent.size > capacity) {
    const oldest = recent.keys().next();
    if (!oldest.done) recent.delete(oldest.value);
  }
}

export function httpErrorFor(message: string): HttpErrorInfo | undefined {
  return recent.get(message);
}
