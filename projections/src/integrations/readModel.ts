// ADMIN-24: organizations' integrations, one row each, gone with their organization.
import type { Knex } from 'knex';
import type { IntegrationRecord } from '@practicum/shared/domain/integrations/index';
import { defineReadModel } from '../runner/readModel.js';

export const integrationsReadModel = defineReadModel({
  projections: ['integrations'],
  tables: { integrations: 'integrations' },
});

const INTEGRATIONS = integrationsReadModel.tables.integrations;

export interface IntegrationRow extends Omit<IntegrationRecord, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

export const integrationRecord = (row: IntegrationRow): IntegrationRecord => ({
  id: row.id,
  organization_id: row.organization_id,
  name: row.name,
  provider: row.provider,
  url: row.url,
  enabled: row.enabled,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const integrationColumns = { id: 'id', name: 'name', provider: 'provider', enabled: 'enabled', created_at: 'created_at' };
export const integrationSearchColumns = ['name', 'provider'];

export const integrationsOf = (knex: Knex, organizationId: string): Knex.QueryBuilder =>
  knex(INTEGRATIONS).where({ organization_id: organizationId }).select('*');

export async function integrationById(knex: Knex, id: string): Promise<IntegrationRecord | undefined> {
  const row = await knex<IntegrationRow>(INTEGRATIONS).where({ id }).first();
  return row && integrationRecord(row);
}
