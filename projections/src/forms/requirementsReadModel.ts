// The placement requirements read model (issue 14 §6; PLACE-06, 22, 23): per training level, the agreement
// forms a placement there must carry, read by the placements area and the requirement screens.
import type { Knex } from 'knex';
import { defineReadModel } from '../runner/readModel.js';
import { formTables, formsReadModel } from './readModel.js';

export const placementRequirementsReadModel = defineReadModel({
  projections: ['placementRequirements'],
  tables: { requirements: 'placement_requirements' },
});
/** A requirement's read joins the forms' names: it waits for both projections. */
export const placementRequirementReads = [placementRequirementsReadModel, formsReadModel] as const;

export interface RequiredAgreement {
  id: string;
  name: string;
  is_multiway: boolean;
  submitter_roles: string[];
  vendor: string | null;
  published: boolean;
  active: boolean;
}
export interface PlacementRequirementRow {
  id: string;
  training_level_id: string;
  organization_id: string;
  agreements: RequiredAgreement[];
  updated_at: Date;
}

/**
 * The organization's requirements (one per training level that has one), each with its agreement forms in
 * the order the coordinator gave; `trainingLevelId` narrows to one level.
 */
export async function placementRequirementsOf(
  knex: Knex,
  organizationId: string,
  trainingLevelId: string | null,
): Promise<PlacementRequirementRow[]> {
  const r = placementRequirementsReadModel.tables.requirements;
  const { rows } = await knex.raw<{ rows: PlacementRequirementRow[] }>(
    `SELECT r.training_level_id AS id, r.training_level_id, r.organization_id, r.updated_at,
            COALESCE((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'is_multiway', f.is_multiway,
                                                        'submitter_roles', f.submitter_roles, 'vendor', f.vendor,
                                                        'published', f.published, 'active', f.active) ORDER BY k.n)
                        FROM unnest(r.agreement_form_ids) WITH ORDINALITY AS k(form_id, n)
                        JOIN ${formTables.forms} f ON f.id = k.form_id), '[]'::json) AS agreements
       FROM ${r} r
      WHERE r.organization_id = ? ${trainingLevelId ? 'AND r.training_level_id = ?' : ''}
      ORDER BY r.training_level_id`,
    trainingLevelId ? [organizationId, trainingLevelId] : [organizationId],
  );
  return rows;
}
