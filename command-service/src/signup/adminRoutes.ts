// Admin tools for signup (002 §7): the survey catalogue at /admin/tools/signup-questions
// (questions, and their values with POST, PUT and DELETE {value}) and the countries signup
// offers at /admin/tools/supported-countries (POST /api/admin/countries/{id}/update {supported}).
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  countrySupportDecider,
  questionInputSchema,
  questionValueSchema,
  signupQuestionDecider,
  SIGNUP_QUESTIONS_STREAM,
  SUPPORTED_COUNTRIES_STREAM,
  type SignupQuestionCommand,
} from '@practicum/shared/domain/signup/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { countryByIso2 } from '@practicum/shared/platform/places/index';
import { respondToCommand } from '../http/respond.js';
import { uuidParam } from '../http/params.js';

const valueIdParam = (value: unknown): string => {
  const parsed = z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .safeParse(value);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
};

export function signupAdminRoutes(deps: { pipeline: CommandPipeline }): Router {
  const router = Router();
  const access = requireRouteAccess('/admin/tools/signup-questions');
  const questions = (command: SignupQuestionCommand, req: Request) =>
    deps.pipeline.handle(signupQuestionDecider, SIGNUP_QUESTIONS_STREAM, command, { request: req });

  router.post('/api/admin/signup-questions', access, async (req, res) => {
    const question = parseInput(questionInputSchema, req.body);
    const questionId = randomUUID();
    const result = await questions({ type: 'AddSignupQuestion', data: { questionId, question } }, req);
    respondToCommand(res, 201, { id: questionId, ...question, fieldtype: { name: question.fieldtype }, values: [] }, result);
  });
  router.put('/api/admin/signup-questions/:id', access, async (req, res) => {
    const questionId = uuidParam(req.params.id);
    const question = parseInput(questionInputSchema, req.body);
    const result = await questions({ type: 'ChangeSignupQuestion', data: { questionId, question } }, req);
    respondToCommand(res, 200, { id: questionId, ...question, fieldtype: { name: question.fieldtype } }, result);
  });
  router.delete('/api/admin/signup-questions/:id', access, async (req, res) => {
    const questionId = uuidParam(req.params.id);
    const result = await questions({ type: 'RemoveSignupQuestion', data: { questionId } }, req);
    respondToCommand(res, 200, { id: questionId }, result);
  });
  router.post('/api/admin/signup-questions/:id/values', access, async (req, res) => {
    const questionId = uuidParam(req.params.id);
    const value = { id: randomUUID(), ...parseInput(questionValueSchema, req.body) };
    const result = await questions({ type: 'AddSignupQuestionValue', data: { questionId, value } }, req);
    respondToCommand(res, 201, value, result);
  });
  router.put('/api/admin/signup-questions/:id/values/:valueId', access, async (req, res) => {
    const questionId = uuidParam(req.params.id);
    const value = { id: valueIdParam(req.params.valueId), ...parseInput(questionValueSchema, req.body) };
    const result = await questions({ type: 'ChangeSignupQuestionValue', data: { questionId, value } }, req);
    respondToCommand(res, 200, value, result);
  });
  router.delete('/api/admin/signup-questions/:id/values/:valueId', access, async (req, res) => {
    const questionId = uuidParam(req.params.id);
    const valueId = valueIdParam(req.params.valueId);
    const result = await questions({ type: 'RemoveSignupQuestionValue', data: { questionId, valueId } }, req);
    respondToCommand(res, 200, { id: valueId }, result);
  });

  // the spec's {id} is the ISO code, not a UUID: the parameter is named for it, so the path-id check leaves it to this route
  router.post('/api/admin/countries/:iso2/update', requireRouteAccess('/admin/tools/supported-countries'), async (req, res) => {
    const country = countryByIso2(String(req.params.iso2));
    if (!country) throw new NotFoundError();
    const { supported } = parseInput(z.object({ supported: z.boolean() }), req.body);
    const result = await deps.pipeline.handle(
      countrySupportDecider,
      SUPPORTED_COUNTRIES_STREAM,
      { type: 'ChangeCountrySupport', data: { iso2: country.iso2, supported } },
      { request: req },
    );
    respondToCommand(res, 200, { id: country.iso2, iso2: country.iso2, name: country.name, supported }, result);
  });
  return router;
}
