import type { InitialStateRecord } from '@practicum/shared/domain/session/initialState';
import { peekPageAnswer } from '../session/pageAnswers';
import { createCsrfTokenStore } from './csrf';
import { createDataProvider } from './dataProvider';
import { createHttpClient, getThatWrites as getThatWritesWith } from './httpClient';
import { createPositionTracker, documentPositionCookie } from './positions';

// the page's initial state carries the session's token: the first write needs no request for it
export const csrfToken = createCsrfTokenStore(undefined, peekPageAnswer<InitialStateRecord>('initial-state')?.csrf_token);
export const positions = createPositionTracker(
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  typeof document === 'undefined' ? undefined : documentPositionCookie(document, location.protocol === 'https:'),
);
export const httpClient = createHttpClient({ csrf: csrfToken, positions });
export const dataProvider = createDataProvider(httpClient);
/** A GET that writes (e.g. the two-factor setup's new secret): it carries the CSRF header as writes do. */
export const getThatWrites = (url: string) => getThatWritesWith(httpClient, url);

export { apiUrl, apiPath, type PracticumDataProvider, type CloneParams, type CommandMethod } from './dataProvider';
export { type HttpClient, type HttpResponse, isSessionReplaced } from './httpClient';
export { useApiRead, useApiCommand, apiQueryKey } from './hooks';
export { useSilentRead, logSilentFailure } from './silentReads';
