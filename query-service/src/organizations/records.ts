import type { OrganizationRecord } from '@practicum/shared/domain/organizations/records';
import type { OrganizationDetails } from '@practicum/shared/domain/organizations/commands';

export interface OrganizationRow {
  id: string;
  name: string;
  logo_image_url: string | null;
  supervision_type: OrganizationDetails['supervision_type'];
  dynamic_words: OrganizationDetails['dynamic_words'];
  organization_settings: OrganizationDetails['organization_settings'];
  live_retention_days: number;
  telehealth_retention_days: number;
  cloned_from_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const organizationRecord = (row: OrganizationRow): OrganizationRecord => ({
  id: row.id,
  name: row.name,
  logo_image_url: row.logo_image_url,
  supervision_type: row.supervision_type,
  dynamic_words: row.dynamic_words,
  organization_settings: row.organization_settings,
  live_retention_days: row.live_retention_days,
  telehealth_retention_days: row.telehealth_retention_days,
  cloned_from_id: row.cloned_from_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
