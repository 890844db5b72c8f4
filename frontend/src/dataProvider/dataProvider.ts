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
  users: 'admin/users',
};

export const apiPath = (resource: string): string => apiPaths[resource] ?? resource;

export interface CloneParams {
  id: Identifier;
  data?: { name?: string };
}

export interface PracticumDataProvider extends DataProvider {
  clone<RecordType extends RaRecord = RaRecord>(resource: string, params: CloneParams): Promise<{ data: RecordType }>;
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
    clone: async (resource, params) => {
      const { json } = await httpClient(`${apiUrl}/${apiPath(resource)}/${encodeURIComponent(params.id)}/clone`, {
        method: 'POST',
        body: JSON.stringify(params.data ?? {}),
      });
      return { data: json };
    },
  } as PracticumDataProvider;
}
