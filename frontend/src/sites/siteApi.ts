// Site commands beyond CRUD (issue 13 §8): status and published PATCHes, bulk
// edit, the URL check of the form.
import { httpClient } from '../dataProvider';
import type { SettableSiteStatus } from '@practicum/shared/domain/sites/statuses';

export interface BulkChanges {
  status?: SettableSiteStatus;
  published?: boolean;
  accepting_trainees?: boolean;
  add_tag_ids?: string[];
  remove_tag_ids?: string[];
}

const send = (url: string, method: string, body: unknown) => httpClient(url, { method, body: JSON.stringify(body) });

export const siteApi = {
  setStatus: (id: string, status: SettableSiteStatus) => send(`/api/supervision-sites/${id}/status`, 'PATCH', { status }),
  setPublished: (id: string, published: boolean) => send(`/api/supervision-sites/${id}/published`, 'PATCH', { published }),
  bulkEdit: async (ids: string[], changes: BulkChanges) =>
    (await send('/api/supervision-sites/bulk', 'PUT', { ids, changes })).json as { changed: number },
  /** GET /api/validation/valid-url: undefined when valid, else the form's message key. */
  async checkUrl(url: string): Promise<string | undefined> {
    try {
      await httpClient(`/api/validation/valid-url?url=${encodeURIComponent(url)}`);
      return undefined;
    } catch {
      return 'app.sites.invalid_url';
    }
  },
};
