// Liability insurance documents' read contract (INS-01 … 06, 12, 17): the
// documents table and its queries. Labels are computed against today in SQL
// terms the domain defines (shared/src/domain/insurance/labels.ts), so a
// document turns "expiring" without an event.
import type { Knex } from 'knex';
import { expiresSoon, insuranceLabel, isCurrent, isExpired, type InsuranceDocumentRecord } from '@practicum/shared/domain/insurance/index';
import { trainingsReadModel } from '../trainings/readModel.js';
import type { OrganizationReader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';

export const insuranceReadModel = defineReadModel({
  projections: ['insurance'],
  tables: { insurance_documents: 'insurance_documents' },
});
export const insuranceReads = [insuranceReadModel, trainingsReadModel] as const;

const DOCUMENTS = insuranceReadModel.tables.insurance_documents;
const TRAININGS = trainingsReadModel.tables.trainings;
const PLANS = trainingsReadModel.tables.training_plan_names;

export interface InsuranceRow {
  id: string;
  organization_id: string;
  trainee_id: string;
  upload_uuid: string;
  filename: string;
  effective_date: string;
  expiration_date: string;
  covered_trainings?: { id: string; display_name: string }[];
}

export type InsuranceReader = OrganizationReader;

/** INS-12, INS-17: a trainee reads their own documents; coordinators and faculty those of their organization. */
export function visibleInsurance(knex: Knex, reader: InsuranceReader): Knex.QueryBuilder {
  // covered trainings (INS-06): the trainee's trainings of the document's organization whose dates overlap its own,
  // as coversDates says
  const query = knex({ d: DOCUMENTS })
    .where('d.organization_id', reader.organizationId)
    .select(
      'd.*',
      knex.raw(`(SELECT coalesce(json_agg(json_build_object('id', t.id, 'display_name', coalesce(p.name, '')) ORDER BY t.start_at), '[]'::json)
        FROM ${TRAININGS} t LEFT JOIN ${PLANS} p ON p.id = t.training_plan_id
        WHERE t.trainee_id = d.trainee_id AND t.organization_id = d.organization_id
          AND d.effective_date <= t.end_at AND t.start_at <= d.expiration_date) AS covered_trainings`),
    );
  if (reader.role === 'coordinator' || reader.role === 'faculty') return query;
  return query.where('d.trainee_id', reader.role === 'trainee' ? reader.userId : '00000000-0000-0000-0000-000000000000');
}

/** The ids of a trainee's documents at one organization (the placement approval reads each from its stream). */
export async function insuranceDocumentIdsOf(knex: Knex, traineeId: string, organizationId: string): Promise<string[]> {
  const rows = await knex(DOCUMENTS).where({ trainee_id: traineeId, organization_id: organizationId }).select<{ id: string }[]>('id');
  return rows.map((r) => r.id);
}

const datesOf = (row: InsuranceRow) => ({ effectiveDate: row.effective_date, expirationDate: row.expiration_date });

export function insuranceRecord(row: InsuranceRow, today: string, url: string): InsuranceDocumentRecord {
  const dates = datesOf(row);
  return {
    id: row.id,
    trainee_id: row.trainee_id,
    document: { upload_uuid: row.upload_uuid, filename: row.filename, url },
    effective_date: row.effective_date,
    expiration_date: row.expiration_date,
    covered_trainings: row.covered_trainings ?? [],
    is_current: isCurrent(dates, today),
    is_expired: isExpired(dates, today),
    expires_soon: expiresSoon(dates, today),
    label: insuranceLabel(dates, today),
  };
}

/** Documents the notice job may warn about (its decider re-checks each on the stream). */
export async function documentsExpiringBy(knex: Knex, today: string, until: string): Promise<string[]> {
  const rows = await knex(DOCUMENTS)
    .where('expiration_date', '>=', today)
    .where('expiration_date', '<=', until)
    .where((w) => w.whereNull('noticed_for').orWhereRaw('noticed_for <> expiration_date'))
    .select<{ id: string }[]>('id');
  return rows.map((r) => r.id);
}

export const insuranceColumns: Record<string, string> = {
  id: 'd.id',
  trainee_id: 'd.trainee_id',
  effective_date: 'd.effective_date',
  expiration_date: 'd.expiration_date',
};

/** Whether the reader may open an upload as the file of an insurance document they may see (INS-05 document url). */
export async function insuranceFileVisible(knex: Knex, reader: InsuranceReader, uuid: string): Promise<boolean> {
  return (await visibleInsurance(knex, reader).where('d.upload_uuid', uuid).first()) !== undefined;
}
