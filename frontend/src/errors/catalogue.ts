// The shared error catalogue of spec 000 §8: modal titles per status, and the
// fixed messages that replace whatever the server said for 404 and 500, and a 403 that gave no reason.
export const titledStatuses = [401, 403, 404, 423, 500] as const;

export const errorTitleKey = (status: number | undefined): string =>
  status !== undefined && (titledStatuses as readonly number[]).includes(status) ? `app.errors.titles.${status}` : 'app.errors.title';

const fixedMessages: Record<number, string> = {
  403: 'app.errors.forbidden',
  404: 'app.errors.not_found',
  500: 'app.errors.server',
};

export const catalogueMessageKey = (status: number): string | undefined =>
  fixedMessages[status] ?? (status > 500 ? fixedMessages[500] : undefined);

export const fallbackMessageKey = 'app.errors.fallback';
