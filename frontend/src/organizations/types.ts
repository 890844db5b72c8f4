import { type RaRecord } from 'ra-core';
import type { OrganizationDetails } from '@practicum/shared/domain/organizations/commands';
import { dynamicWordKeys, defaultDynamicWords, supervisionTypes } from '@practicum/shared/domain/organizations/dynamicWords';
import type { OrganizationRecord } from '@practicum/shared/domain/organizations/records';

export { dynamicWordKeys, defaultDynamicWords, supervisionTypes };

export type DynamicWords = OrganizationDetails['dynamic_words'];
export type DynamicWordKey = keyof DynamicWords;
export type OrganizationSettings = OrganizationDetails['organization_settings'];
export type SupervisionType = OrganizationDetails['supervision_type'];

export const organizationSettingKeys = [
  'allow_trainee_code_purchase',
  'require_trainee_insurance',
  'enable_stronger_passwords',
  'show_welcome',
  'allow_live_sessions',
  'enable_telehealth',
] as const satisfies readonly (keyof OrganizationSettings)[];

export interface Organization extends RaRecord, OrganizationRecord {
  id: string;
}
