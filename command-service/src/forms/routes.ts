// The forms area's command routes: the builder, submissions and placement requirements.
import { Router } from 'express';
import type { Knex } from 'knex';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { formRoutes } from './formRoutes.js';
import { linkRoutes } from './linkRoutes.js';
import type { VendorFormsPort } from './vendorForms.js';
import { vendorSubmitRoutes } from './vendorRoutes.js';
import { requirementRoutes } from './requirementRoutes.js';
import { submissionRoutes } from './submissionRoutes.js';

/** `secret`: the services' shared secret, which signs the emailed signing links. */
export function formsAreaRoutes(deps: {
  eventStore: EventStore;
  clock: () => Date;
  knex: Knex;
  secret: string;
  appUrl: string;
  vendors: VendorFormsPort;
}): Router {
  const router = Router();
  // before the builder's routes, whose /api/forms gate is for coordinators and admins
  router.use(vendorSubmitRoutes(deps));
  router.use(formRoutes({ eventStore: deps.eventStore, clock: deps.clock }));
  router.use(submissionRoutes(deps));
  router.use(linkRoutes({ eventStore: deps.eventStore, clock: deps.clock, secret: deps.secret, knex: deps.knex }));
  router.use(requirementRoutes({ eventStore: deps.eventStore, clock: deps.clock }));
  return router;
}
