// Support conversation commands (MISC-01, MISC-02; issue 19): a coordinator or
// faculty member opens a thread (POST /api/support-conversations), the opener and
// admins write in it (POST .../{id}/messages), admins close and reopen it (PATCH
// .../{id}/status), a reader marks it read (POST .../{id}/read). The decider holds
// who may do what; the route table gates the roles.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  openSupportSchema,
  supportDecider,
  supportMessageSchema,
  supportStatusSchema,
  supportStream,
} from '@practicum/shared/domain/support/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { requestRunner, type CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

export function supportRoutes(deps: { pipeline: CommandPipeline }): Router {
  const router = Router();
  router.use('/api/support-conversations', requireRouteAccess('/supcon'));

  const run = requestRunner(deps.pipeline, supportDecider, supportStream, (req: Request, base) => {
    const auth = authOf(req);
    return { ...base, actor: { userId: auth.userId, role: auth.role, organizationId: auth.organizationId } };
  });

  router.post('/api/support-conversations', async (req, res) => {
    const input = parseInput(openSupportSchema, req.body ?? {});
    const conversationId = randomUUID();
    const result = await run(
      req,
      conversationId,
      { type: 'OpenSupportConversation', data: { conversationId, messageId: randomUUID(), ...input } },
      'create',
    );
    respondToCommand(res, 201, { id: conversationId, subject: input.subject, status: 'open' }, result);
  });

  router.post('/api/support-conversations/:id/messages', async (req, res) => {
    const conversationId = uuidParam(req.params.id);
    const { body } = parseInput(supportMessageSchema, req.body ?? {});
    const messageId = randomUUID();
    const result = await run(req, conversationId, { type: 'PostSupportMessage', data: { conversationId, messageId, body } });
    respondToCommand(res, 201, { id: messageId, conversation_id: conversationId, body }, result);
  });

  router.patch('/api/support-conversations/:id/status', async (req, res) => {
    const conversationId = uuidParam(req.params.id);
    const { status } = parseInput(supportStatusSchema, req.body ?? {});
    const result = await run(req, conversationId, { type: 'ChangeSupportStatus', data: { conversationId, status } });
    respondToCommand(res, 200, { id: conversationId, status }, result);
  });

  router.post('/api/support-conversations/:id/read', async (req, res) => {
    const conversationId = uuidParam(req.params.id);
    const result = await run(req, conversationId, { type: 'MarkSupportRead', data: { conversationId } });
    respondToCommand(res, 200, { id: conversationId, unread_count: 0 }, result);
  });

  return router;
}
