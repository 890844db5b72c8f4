// Clients' read contract (MISC-03 … 07; DASH-45): the clients table and its
// queries. Who sees a client is SQL (MISC-07): the trainee, the trainee's
// supervisors (placements/supervision.ts: an approved, unarchived placement naming both) and the
// organization's coordinators; nobody else. `incompleteClients` is the dashboard's
// incomplete_clients: clients waiting for upload approval (MISC-06).
import type { Knex } from 'knex';
import type { ClientRecord } from '@practicum/shared/domain/clients/index';
import { usersReadModel } from '../identity/readModel.js';
import { placementsReadModel } from '../placements/readModel.js';
import { whereSupervised } from '../placements/supervision.js';
import { NO_ORGANIZATION, type Reader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';
import { orEmpty } from '../sqlColumns.js';

export const clientsReadModel = defineReadModel({ projections: ['clients'], tables: { clients: 'clients' } });
export const clientReads = [clientsReadModel, usersReadModel, placementsReadModel] as const;

const CLIENTS = clientsReadModel.tables.clients;
const USERS = usersReadModel.tables.users;

export interface ClientRow {
  id: string;
  organization_id: string;
  trainee_id: string;
  trainee_name: string;
  code: string;
  can_upload: boolean;
  upload_requested: boolean;
  created_at: Date | string;
}

/** MISC-07: the clients a reader may see. */
export function visibleClients(knex: Knex, reader: Reader): Knex.QueryBuilder {
  const query = knex({ cl: CLIENTS })
    .leftJoin({ u: USERS }, 'u.id', 'cl.trainee_id')
    .where('cl.organization_id', reader.organizationId ?? NO_ORGANIZATION)
    .select('cl.*', orEmpty(knex, 'u.name', 'trainee_name'));
  switch (reader.role) {
    case 'coordinator':
      return query;
    case 'trainee':
      return query.where('cl.trainee_id', reader.userId);
    case 'supervisor':
      return whereSupervised(query, 'cl.trainee_id', 'trainee_id', reader);
    default:
      return query.where('cl.id', NO_ORGANIZATION);
  }
}

export const clientColumns: Record<string, string> = {
  id: 'cl.id',
  code: 'cl.code',
  trainee_id: 'cl.trainee_id',
  can_upload: 'cl.can_upload',
  upload_requested: 'cl.upload_requested',
  created_at: 'cl.created_at',
};

export function clientRecord(row: ClientRow): ClientRecord {
  return {
    id: row.id,
    trainee: { id: row.trainee_id, name: row.trainee_name },
    trainee_id: row.trainee_id,
    code: row.code,
    can_upload: row.can_upload,
    upload_requested: row.upload_requested,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString(),
  };
}

/** incomplete_clients of the dashboard data (MISC-06): the reader's visible clients awaiting upload approval. */
export async function incompleteClients(knex: Knex, reader: Reader): Promise<ClientRecord[]> {
  const rows = (await visibleClients(knex, reader)
    .where('cl.upload_requested', true)
    .where('cl.can_upload', false)
    .orderBy('cl.requested_at', 'asc')
    .limit(100)) as ClientRow[];
  return rows.map(clientRecord);
}
