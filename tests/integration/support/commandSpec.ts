// given / when / then for command routes, through the real app over HTTP:
//   given: commands issued as a role (or events appended to a stream), projected before the when;
//   when:  one HTTP command as a role;
//   then:  its status and body, the events it appended (found by the request's correlation id),
//          and what a role then reads (with X-Min-Position of the command).
//
//   const spec = commandSpec(() => t.app);
//   it('TASKS-06 the assignee completes a task', () =>
//     spec
//       .given(as('coordinator').post('/api/tasks', { assignee, description: 'Upload insurance' }))
//       .when(([task]) => as('trainee').patch(`/api/tasks/${task.id}`, { status: 'complete' }))
//       .thenStatus(200)
//       .thenEvents([{ type: 'TaskCompleted' }])
//       .thenReads(([task]) => as('coordinator').get(`/api/tasks/${task.id}`), { status: 'complete' }));
//
// The scenario is a promise: it runs once the chain is built (chain every then-step in the same
// expression as the when) and settles with its first failed expectation; return it from the `it`.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import type { RunningPracticum } from '@practicum/infra/app';
import { readCheckpoints } from '@practicum/projections/runner/checkpoints';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import {
  comparePositions,
  formatPosition,
  parsePosition,
  type EventToAppend,
  type Position,
  type RecordedEvent,
} from '@practicum/shared/platform/eventstore/types';
import { signIn, type ApiClient } from './testApp.js';

type Method = 'post' | 'put' | 'patch' | 'delete';
type Body = Record<string, unknown>;

/** Who sends a request: a demo role (signed in once per app) or a client of the test's own. */
export type Actor = string | ApiClient;

export interface CommandRequest {
  kind: 'command';
  actor: Actor;
  method: Method;
  path: string;
  body?: object;
}
export interface ReadRequest {
  kind: 'read';
  actor: Actor;
  path: string;
}
export interface Appended {
  kind: 'appended';
  streamId: string;
  events: { type: string; data: object }[];
}

/** Requests as a role: `as('coordinator').post('/api/tasks', body)`, `as(trainee).get('/api/tasks/1')`. */
export const as = (actor: Actor) => ({
  post: (path: string, body?: object): CommandRequest => ({ kind: 'command', actor, method: 'post', path, body }),
  put: (path: string, body?: object): CommandRequest => ({ kind: 'command', actor, method: 'put', path, body }),
  patch: (path: string, body?: object): CommandRequest => ({ kind: 'command', actor, method: 'patch', path, body }),
  delete: (path: string): CommandRequest => ({ kind: 'command', actor, method: 'delete', path }),
  get: (path: string): ReadRequest => ({ kind: 'read', actor, path }),
});

/** Events appended to a stream as given history (system metadata, any revision). */
export const appended = (streamId: string, ...events: { type: string; data: object }[]): Appended => ({
  kind: 'appended',
  streamId,
  events,
});

/** What each given step answered, in order: a command's response body, or `{ position }` of an append. */
export type Given = Body[];
type Step<T> = T | ((given: Given) => T);

export interface ExpectedEvent {
  type: string;
  data?: object;
  metadata?: object;
}

export interface CommandScenario extends Promise<void> {
  /** The command's status, and (partially) its JSON body. */
  thenStatus(status: number, body?: object): CommandScenario;
  /** The refusal: status, message and field errors ({ field: [text] }); nothing appended. */
  thenRefused(status: number, body: { message?: unknown; errors?: Record<string, unknown> }): CommandScenario;
  /** The events the command appended, in order (each matched partially). */
  thenEvents(events: ExpectedEvent[]): CommandScenario;
  /** The command appended nothing. */
  thenNoEvents(): CommandScenario;
  /**
   * A read after the command (waiting for its position) answers 200 with this body (partially); as a
   * function it gets what the given steps answered and the command's own body (`(given, answered) => ...`).
   */
  thenReads(read: ReadRequest | ((given: Given, answered: Body) => ReadRequest), body: unknown): CommandScenario;
}

const clients = new WeakMap<RunningPracticum, Map<string, Promise<ApiClient>>>();

function clientOf(app: RunningPracticum, actor: Actor): Promise<ApiClient> {
  if (typeof actor !== 'string') return Promise.resolve(actor);
  const signedIn = clients.get(app) ?? new Map<string, Promise<ApiClient>>();
  clients.set(app, signedIn);
  if (!signedIn.has(actor)) signedIn.set(actor, signIn(app, actor));
  return signedIn.get(actor)!;
}

const actorName = (actor: Actor) => (typeof actor === 'string' ? actor : 'a test client');

async function send(app: RunningPracticum, command: CommandRequest, correlationId: string): Promise<request.Response> {
  const client = await clientOf(app, command.actor);
  const response = await client.agent[command.method](command.path)
    .set({ 'X-CSRF-TOKEN': client.csrf, 'X-Correlation-Id': correlationId, 'User-Agent': 'practicum-integration-tests' })
    .send(command.body ?? {});
  const position = response.headers['x-position'];
  if (typeof position === 'string') client.lastPosition = position;
  return response;
}

const positionOf = (response: request.Response): Position | null => {
  const header = response.headers['x-position'];
  return typeof header === 'string' ? parsePosition(header) : null;
};

/** Waits until every projector has passed `position`, so the when and the reads see the given facts. */
async function projected(app: RunningPracticum, position: Position, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await readCheckpoints(app.knex);
    if (checkpoints.every((checkpoint) => comparePositions(checkpoint.position, position) >= 0)) return;
    if (Date.now() > deadline) throw new Error(`the projections did not reach the given facts (${formatPosition(position)}) in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The events of one request, up to its position (consumers' later reactions share its correlation id). */
async function eventsOf(app: RunningPracticum, from: Position, correlationId: string, upTo: Position | null): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const all = await app.eventStore.readAll({ fromPosition: from });
    // $all shows an append once no older transaction is open on the server: wait until it shows this one
    if (!upTo || all.some((event) => comparePositions(event.position, upTo) >= 0)) {
      return all.filter(
        (event) => event.metadata.correlationId === correlationId && (!upTo || comparePositions(event.position, upTo) <= 0),
      );
    }
    if (Date.now() > deadline) throw new Error('the event store did not show the command’s events in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const resolve = <T>(step: Step<T>, given: Given): T => (typeof step === 'function' ? (step as (given: Given) => T)(given) : step);

export function commandSpec(app: () => RunningPracticum) {
  return {
    given: (...steps: Step<CommandRequest | Appended>[]) => ({
      when: (command: Step<CommandRequest>): CommandScenario => scenario(app, steps, command),
    }),
    when: (command: Step<CommandRequest>): CommandScenario => scenario(app, [], command),
  };
}

function scenario(
  app: () => RunningPracticum,
  givenSteps: Step<CommandRequest | Appended>[],
  whenStep: Step<CommandRequest>,
): CommandScenario {
  type Check = (ctx: { response: request.Response; events: () => Promise<RecordedEvent[]>; given: Given }) => Promise<void> | void;
  const checks: Check[] = [];
  let started = false;
  const check = (step: Check): CommandScenario => {
    if (started) throw new Error('add then-steps in the same expression as the when: the scenario has started');
    checks.push(step);
    return self;
  };

  const run = async () => {
    started = true;
    if (checks.length === 0) throw new Error('a scenario needs at least one then-step');
    const practicum = app();
    const given: Given = [];
    let last: Position | null = null;
    for (const step of givenSteps) {
      const resolved = resolve(step, given);
      if (resolved.kind === 'appended') {
        const metadata = systemMetadata();
        const result = await practicum.eventStore.appendToStream(
          resolved.streamId,
          resolved.events.map((event): EventToAppend => ({ type: event.type, data: event.data as Body, metadata })),
        );
        last = result.position;
        given.push({ position: formatPosition(result.position) });
        continue;
      }
      const response = await send(practicum, resolved, randomUUID());
      if (response.status >= 300) {
        throw new Error(
          `given ${resolved.method.toUpperCase()} ${resolved.path} as ${actorName(resolved.actor)} answered ${response.status}: ${JSON.stringify(response.body)}`,
        );
      }
      last = positionOf(response) ?? last;
      given.push(response.body as Body);
    }
    if (last) await projected(practicum, last);

    const before = await practicum.eventStore.headPosition();
    const correlationId = randomUUID();
    const response = await send(practicum, resolve(whenStep, given), correlationId);
    let events: Promise<RecordedEvent[]> | null = null;
    const ctx = { response, given, events: () => (events ??= eventsOf(practicum, before, correlationId, positionOf(response))) };
    for (const check of checks) await check(ctx);
  };

  // Starts after the current synchronous chain has added its then-steps.
  const done = Promise.resolve().then(run);
  const self: CommandScenario = Object.assign(done, {
    thenStatus(status: number, body?: object) {
      return check(({ response }) => {
        const answered = { status: response.status, body: response.body as unknown };
        expect(answered).toMatchObject(body === undefined ? { status } : { status, body });
      });
    },
    thenRefused(status: number, body: object) {
      return self.thenStatus(status, body).thenNoEvents();
    },
    thenEvents(expected: ExpectedEvent[]) {
      return check(async ({ events }) => {
        const found = (await events()).map(({ type, data, metadata }) => ({ type, data, metadata }));
        expect(found).toMatchObject(expected);
      });
    },
    thenNoEvents() {
      return check(async ({ response, events }) => {
        expect(response.headers['x-position']).toBeUndefined();
        expect((await events()).map((event) => event.type)).toEqual([]);
      });
    },
    thenReads(readStep: ReadRequest | ((given: Given, answered: Body) => ReadRequest), body: unknown) {
      return check(async ({ response, given }) => {
        const read = typeof readStep === 'function' ? readStep(given, response.body as Body) : readStep;
        const client = await clientOf(app(), read.actor);
        const position = response.headers['x-position'];
        const test = client.agent.get(read.path);
        const answer = await (typeof position === 'string' ? test.set('X-Min-Position', position) : test);
        expect({ status: answer.status, body: answer.body as unknown }).toMatchObject({ status: 200, body });
      });
    },
  });
  return self;
}
