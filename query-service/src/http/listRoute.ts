// A resource's list read in the ra-data-simple-rest protocol: the areas differ only in the spec (which rows
// the reader sees, columns, sort, record), built per request because it names the reader.
import type { Request, RequestHandler, Router } from 'express';
import { listAnswer, sendList, type ListSpec } from './simpleRest.js';
import type { KeptAnswers } from './keptAnswers.js';

export interface KeptListOptions {
  /** Where answers are kept while the route's projections have not moved (see keptAnswers.ts). */
  kept: KeptAnswers;
  /** Everything besides the URL that the spec reads of the request (the reader), as a string. */
  readerKey: (req: Request) => string;
}

/** GET `path`, the list of the resource its last segment names (`/api/admin/tools/mail`: mail). */
export function listRoute<Row>(
  router: Router,
  path: string,
  reads: RequestHandler,
  specOf: (req: Request) => Omit<ListSpec<Row>, 'resource'> | Promise<Omit<ListSpec<Row>, 'resource'>>,
  keep?: KeptListOptions,
): void {
  const resource = path.slice(path.lastIndexOf('/') + 1);
  router.get(path, reads, async (req, res) => {
    if (!keep) return sendList<Row>(req, res, { resource, ...(await specOf(req)) });
    await keep.kept.send(req, res, `${keep.readerKey(req)} ${req.originalUrl}`, async () =>
      listAnswer<Row>(req, { resource, ...(await specOf(req)) }),
    );
  });
}
