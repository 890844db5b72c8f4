// What the query side answers for access passes (the same shapes for the frontend).
import type { BatchExportFormat, PassType, PaymentStatus, PaymentType } from './events.js';

export interface AccessPassRecord {
  id: string;
  user_id: string;
  user_name: string;
  position_id: string;
  organization_id: string;
  pass_type: PassType;
  starts_on: string;
  expires_on: string;
  code: string | null;
  payment_id: string | null;
  created_at: string;
}

export interface RegistrationCodeRecord {
  id: string;
  code: string;
  batch_id: string;
  batch_name: string;
  organization_id: string;
  organization_name: string;
  pass_type: PassType;
  distributed_to: string | null;
  redeemed_by: string | null;
  redeemed_by_name: string | null;
  redeemed_at: string | null;
}

export interface RegistrationCodeBatchRecord {
  id: string;
  name: string;
  organization_id: string;
  organization_name: string;
  pass_type: PassType;
  code_count: number;
  redeemed_count: number;
  payment_id: string | null;
  created_at: string;
}

/** PASS-16: one past export of a batch: who took its codes out, when, in which format. */
export interface RegistrationCodeBatchExportRecord {
  id: string;
  batch_id: string;
  format: BatchExportFormat;
  exported_by: string | null;
  exported_by_name: string | null;
  code_count: number;
  created_at: string;
}

export interface PaymentRecord {
  id: string;
  organization_id: string;
  organization_name: string;
  payment_type: PaymentType;
  purpose: 'codes' | 'pass';
  status: PaymentStatus;
  count: number;
  amount_cents: number;
  user_id: string;
  batch_id: string | null;
  created_at: string;
}

export interface AccessPassOptions {
  price_cents: number;
  currency: 'usd';
  card_payment_available: boolean;
  card_payment_public_key: string | null;
  allow_trainee_code_purchase: boolean;
  user_limit: number;
  pass_types: readonly PassType[];
  payment_types: readonly PaymentType[];
}

/** ADMIN-29: one trainee position's access, for the admin's trainee access report. */
export interface TraineeAccessRecord {
  /** The position's id. */
  id: string;
  user_id: string;
  user_name: string;
  email: string;
  organization_id: string;
  organization_name: string;
  /** limited: needs a pass (never had one, or it expired); full: a pass runs, or none is needed. */
  access: 'limited' | 'full';
  /** The last day of the running pass; null without one. */
  expires_on: string | null;
  /** The pass ended on this day and was not renewed. */
  expired: boolean;
}
