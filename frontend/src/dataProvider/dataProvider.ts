// Reads follow the ra-data-simple-rest protocol; resource names are the area
// names (organizations, settings) and map here to the API's paths. Commands
// beyond CRUD are custom methods, called with useMutation.
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import { type HttpClient } from './httpClient';

export const apiUrl = '/api';

const apiPaths: Record<string, string> = {
  organizations: 'admin/organizations',
  mail: 'admin/tools/mail',
  'dead-letters': 'admin/tools/dead-letters',
  users: 'admin/users',
  'online-users': 'admin/users/online',
  'user-search': 'users/search',
};

export const apiPath = (resource: string): string => apiPaths[resource] ?? resource;

export interface CloneParams {
  id: Identifier;
  data?: { name?: string };
}

export type CommandMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PracticumDataProvider extends DataProvider {
  clone<RecordType extends RaRecord = RaRecord>(resource: string, params: CloneParams): Promise<{ data: RecordType }>;
  /** POST /api/<resource>/{id}/retry (a parked event re-applied: dead-letters). */
  retry(resource: string, params: { id: Identifier }): Promise<{ data: { id: Identifier; outcome: string } }>;
  /** A read beyond the list/one protocol (options, summaries, the caller's own settings): GET /api/<path>. */
  read<T>(path: string): Promise<{ data: T }>;
  /** A command beyond create/update/delete (`POST /api/tasks/:id/comments`): its JSON answer. */
  command<T = unknown>(path: string, options?: { method?: CommandMethod; body?: unknown }): Promise<{ data: T }>;
}

type Method = Exclude<keyof DataProvider, 'supportAbortSignal'>;

export function createDataProvider(httpClient: HttpClient): PracticumDataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  // every method of the simple REST provider, with the resource mapped to its API path
  const mapped = Object.fromEntries(
    (Object.keys(rest) as Method[]).map((method) => [
      method,
      (resource: string, params: unknown) => (rest[method] as (r: string, p: unknown) => Promise<unknown>)(apiPath(resource), params),
    ]),
  ) as unknown as DataProvider;

  return {
    ...mapped,
    supportAbortSignal: true,
    // commands answer with the changed record, or only { id, revision, position }: keep what was sent
    update: async (resource, params) => {
      const answer = (await rest.update(apiPath(resource), params)).data as Partial<RaRecord>;
      return { data: { ...(params.previousData as RaRecord), ...(params.data as Partial<RaRecord>), ...answer } };
    },
    create: async (resource, params) => {
      const answer = (await rest.create(apiPath(resource), params)).data as RaRecord;
      return { data: { ...(params.data as Partial<RaRecord>), ...answer } };
    },
    delete: async (resource, params) => {
      const answer = (await rest.delete(apiPath(resource), params)).data as Partial<RaRecord>;
      return { data: { ...(params.previousData as RaRecord | undefined), ...answer } };
    },
    read: async (path: string) => ({ data: (await httpClient(`${apiUrl}/${path}`)).json }),
    command: async (path: string, options: { method?: CommandMethod; body?: unknown } = {}) => {
      const { method = 'POST', body } = options;
      const { json } = await httpClient(`${apiUrl}/${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
      return { data: json };
    },
    clone: async (resource, params) => {
      const { json } = await httpClient(`${apiUrl}/${apiPath(resource)}/${encodeURIComponent(params.id)}/clone`, {
        method: 'POST',
        body: JSON.stringify(params.data ?? {}),
      });
      return { data: json };
    },
    retry: async (resource, params) => {
      const { json } = await httpClient(`${apiUrl}/${apiPath(resource)}/${encodeURIComponent(params.id)}/retry`, { method: 'POST' });
      return { data: json };
    },
  } as PracticumDataProvider;
}
