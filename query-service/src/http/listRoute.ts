// A resource's list read in the ra-data-simple-rest protocol: the areas differ only in the spec (which rows
// the reader sees, columns, sort, record), built per request because it names the reader.
import type { Request, RequestHandler, Router } from 'express';
import { sendList, type ListSpec } from './simpleRest.js';

/** GET `path`, the list of the resource its last segment names (`/api/admin/tools/mail`: mail). */
export function listRoute<Row>(
  router: Router,
  path: string,
  reads: RequestHandler,
  specOf: (req: Request) => Omit<ListSpec<Row>, 'resource'>,
): void {
  const resource = path.slice(path.lastIndexOf('/') + 1);
  router.get(path, reads, async (req, res) => {
    await sendList<Row>(req, res, { resource, ...specOf(req) });
  });
}
