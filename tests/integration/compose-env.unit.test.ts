// docker-compose.yml cannot be started on the machines that run the tests (no
// Docker engine), so this keeps it honest: each Node service sets exactly the
// variables its zod config schema reads, all the required ones, with values the
// schema accepts, and runs its own entry point; the gateway proxies to services
// that exist on the ports they listen on; the image installs every workspace.
//
// The compose file is read by a small parser for the subset it is written in
// (block maps, `KEY: value` environments, flow-sequence commands). It refuses
// what it does not understand in an environment (env_file, merge keys, anchors)
// rather than check less than it claims.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { configSchema as commandServiceSchema } from '../../command-service/src/config.js';
import { configSchema as projectionsSchema } from '../../projections/src/config.js';
import { configSchema as relaySchema } from '../../projections/src/relay/config.js';
import { configSchema as queryServiceSchema } from '../../query-service/src/config.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string): string => readFileSync(resolve(root, path), 'utf8');

/** Each Node service of the compose file: the schema its entry point parses, and that entry. */
const nodeServices: Record<string, { schema: z.ZodObject; entry: string }> = {
  'command-service': { schema: commandServiceSchema, entry: 'command-service/src/main.ts' },
  'query-service': { schema: queryServiceSchema, entry: 'query-service/src/main.ts' },
  projections: { schema: projectionsSchema, entry: 'projections/src/main.ts' },
  relay: { schema: relaySchema, entry: 'projections/src/relay/main.ts' },
};

// --- a parser for the subset of YAML docker-compose.yml is written in ---------

interface ComposeService {
  environment: Record<string, string>;
  command?: string[];
}

const stripComment = (line: string): string => {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i);
  }
  return line;
};

const scalar = (text: string): string => {
  const value = text.trim();
  if (value.startsWith('"')) return JSON.parse(value) as string;
  if (value.startsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  return value;
};

function parseComposeServices(text: string): Map<string, ComposeService> {
  const services = new Map<string, ComposeService>();
  let inServices = false;
  let service: ComposeService | undefined;
  let serviceName = '';
  let inEnvironment = false;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = stripComment(raw).trimEnd();
    if (line.trim() === '') continue;
    const indent = line.length - line.trimStart().length;
    const where = `docker-compose.yml:${index + 1}`;
    const key = /^\s*([A-Za-z0-9_.<-]+):(?:\s+(.*))?$/.exec(line);

    if (indent === 0) {
      inServices = key?.[1] === 'services';
      service = undefined;
      inEnvironment = false;
      continue;
    }
    if (/^\s*(environment|env_file):/.test(line) && !(inServices && indent === 4)) {
      throw new Error(`${where}: variables set outside a service's own environment are not checked; write them there`);
    }
    if (!inServices) continue;
    if (indent === 2) {
      if (!key || key[2]) throw new Error(`${where}: expected a service name`);
      serviceName = key[1]!;
      service = { environment: {} };
      services.set(serviceName, service);
      inEnvironment = false;
      continue;
    }
    if (!service) continue;
    if (indent === 4) {
      inEnvironment = key?.[1] === 'environment';
      if (key?.[1] === 'env_file') throw new Error(`${where}: env_file hides variables from this check`);
      if (key?.[1] === 'command') {
        const value = key[2] ?? '';
        if (!value.startsWith('[') || !value.endsWith(']')) throw new Error(`${where}: write command as a flow sequence ['node', ...]`);
        service.command = [...value.slice(1, -1).matchAll(/\s*("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^,]+?)\s*(?:,|$)/g)].map((m) =>
          scalar(m[1]!),
        );
      }
      continue;
    }
    if (inEnvironment && indent === 6) {
      const list = /^\s*-\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
      if (list) {
        service.environment[list[1]!] = list[2]!;
        continue;
      }
      const entry = /^\s*([A-Za-z_][A-Za-z0-9_]*):\s*(.*)$/.exec(line);
      if (!entry || entry[2]!.startsWith('*') || entry[2]!.startsWith('&')) {
        throw new Error(`${where}: not a plain KEY: value in the environment of ${serviceName}`);
      }
      service.environment[entry[1]!] = scalar(entry[2]!);
      continue;
    }
    if (inEnvironment && indent > 6) throw new Error(`${where}: nested value in an environment`);
  }
  return services;
}

/**
 * Compose's interpolation with an empty shell environment: `${X:-default}` takes
 * its default; `${X:?message}` (which compose refuses to start without) takes the
 * value the operator must provide, from `provided`.
 */
const interpolate = (value: string, provided: Record<string, string>): string =>
  value
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (_match, name: string, op?: string, arg?: string) => {
      if (op?.endsWith('-')) return arg ?? '';
      if (op?.endsWith('?')) {
        const given = provided[name];
        if (given === undefined) throw new Error(`${name} is required by docker-compose.yml: give the test a value for it`);
        return given;
      }
      return '';
    })
    .replace(/\$\$/g, '$');

// What an operator puts in .env for the variables compose requires.
const operatorEnv = { SESSION_SECRET: 'a-session-secret-of-forty-characters-xx', APP_URL: 'https://practicum.example.org' };

const isRequired = (schema: z.ZodType): boolean => !schema.safeParse(undefined).success;

// --- the checks ----------------------------------------------------------------

const compose = parseComposeServices(read('docker-compose.yml'));

describe('the compose file', () => {
  it('runs every Node service from a package entry point this test knows the config of', () => {
    const nodeRun = [...compose].filter(([, service]) => service.command?.[0] === 'node').map(([name]) => name);
    expect(nodeRun.sort()).toEqual(Object.keys(nodeServices).sort());
  });
});

describe.each(Object.entries(nodeServices))('the %s service in docker-compose.yml', (name, { schema, entry }) => {
  const service = compose.get(name);
  const environment = service?.environment ?? {};
  const readsVariables = Object.keys(schema.shape);

  it('is defined', () => {
    expect(service).toBeDefined();
  });

  it('sets only variables its config schema reads', () => {
    expect(Object.keys(environment).filter((variable) => !readsVariables.includes(variable))).toEqual([]);
  });

  it('sets every variable its config schema requires', () => {
    const required = readsVariables.filter((variable) => isRequired(schema.shape[variable] as z.ZodType));
    expect(required.filter((variable) => !(variable in environment))).toEqual([]);
  });

  it('sets values its config schema accepts', () => {
    const env = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(value, operatorEnv)]));
    const result = schema.safeParse(env);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('runs its own entry point through tsx', () => {
    expect(service?.command).toEqual(['node', '--import', 'tsx', entry]);
  });
});

describe('the gateway', () => {
  const nginx = read('infra/gateway/nginx.conf');
  const targets = [...nginx.matchAll(/(?:http:\/\/|\bserver\s+)([a-z][a-z0-9-]*):(\d+)/g)].map((m) => ({ host: m[1]!, port: m[2]! }));

  it('proxies to services of the compose file, on the port each listens on', () => {
    expect(targets.length).toBeGreaterThan(0);
    for (const { host, port } of targets) {
      expect({ host, defined: compose.has(host) }).toEqual({ host, defined: true });
      const listens = compose.get(host)!.environment.PORT;
      expect({ host, port: listens }).toEqual({ host, port });
    }
  });

  it('sends reads to the query service and writes to the command service', () => {
    expect(nginx).toMatch(/"~\^\(GET\|HEAD\) "\s+http:\/\/query-service:3000;/);
    expect(nginx).toMatch(/default\s+http:\/\/command-service:3000;/);
    expect(nginx).toMatch(/location \/socket\.io\/ \{\s+proxy_pass http:\/\/realtime;/);
  });
});

describe('the image', () => {
  it('copies the manifest of every workspace before npm ci, as npm ci needs them all', () => {
    const dockerfile = read('infra/docker/Dockerfile');
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    expect(workspaces.filter((workspace) => !dockerfile.includes(`COPY ${workspace}/package.json ${workspace}/`))).toEqual([]);
  });
});
