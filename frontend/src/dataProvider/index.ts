import { createCsrfTokenStore } from './csrf';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { createPositionTracker } from './positions';

export const csrfToken = createCsrfTokenStore();
export const positions = createPositionTracker(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
export const httpClient = createHttpClient({ csrf: csrfToken, positions });
export const dataProvider = createDataProvider(httpClient);

export { apiUrl, apiPath, type PracticumDataProvider, type CloneParams, type CommandMethod } from './dataProvider';
export { type HttpClient, type HttpResponse } from './httpClient';
export { useApiRead, useApiCommand, apiQueryKey } from './hooks';
export { useSilentRead, logSilentFailure } from './silentReads';
