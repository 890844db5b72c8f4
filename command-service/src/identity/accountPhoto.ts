// Profile photo (spec 000 §7): PUT /api/users/current/profile-photo {uuid} sets
// one's own uploaded image; PUT /api/users/current/profile-photo-prompt/dismiss
// stops the prompt to add one.
import { Router, type Request } from 'express';
import {
  accountProfileDecider,
  changeProfilePhoto,
  dismissProfilePhotoPrompt,
  profilePhotoSchema,
  userStream,
  type AccountProfileEvent,
  type UserState,
} from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand } from '../http/respond.js';
import { acceptedImageTypes } from '../uploads/routes.js';

export const PHOTO_NOT_FOUND = 'The selected photo is invalid.';

export function accountPhotoRoutes(deps: { eventStore: EventStore; storage: FileStorage; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);
  const run = (req: Request, userId: string, decide: (state: UserState) => AccountProfileEvent[]) =>
    commands.run(accountProfileDecider, userStream(userId), decide, { request: req });

  router.put('/api/users/current/profile-photo', requireRouteAccess('/account'), async (req, res) => {
    const { userId } = authOf(req);
    const { uuid } = parseInput(profilePhotoSchema, req.body);
    // only an image this user uploaded
    const file = await deps.storage.get(uuid);
    if (!file || file.ownerId !== userId || !acceptedImageTypes.includes(file.mimetype))
      throw new ValidationError({ uuid: [PHOTO_NOT_FOUND] });
    const result = await run(req, userId, (state) => changeProfilePhoto(state, uuid));
    respondToCommand(
      res,
      200,
      { id: userId, profile_image_id: uuid, profile_image_uuid: uuid, url: fileUrlFor(req, deps.storage, deps.clock())(uuid) },
      result,
    );
  });

  router.put('/api/users/current/profile-photo-prompt/dismiss', requireRouteAccess('/account'), async (req, res) => {
    const { userId } = authOf(req);
    const result = await run(req, userId, dismissProfilePhotoPrompt);
    respondToCommand(res, 200, { id: userId, profile_image_prompt: false }, result);
  });
  return router;
}
