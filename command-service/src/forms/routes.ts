// The forms area's command routes: the builder and submissions.
import { Router } from 'express';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { formRoutes } from './formRoutes.js';
import { submissionRoutes } from './submissionRoutes.js';

export function formsAreaRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  router.use(formRoutes(deps));
  router.use(submissionRoutes(deps));
  return router;
}
