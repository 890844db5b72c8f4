// Site events: the contract between the site aggregate, the name reservation,
// the tag aggregate, their projections and later consumers (placements).
// Spec 002 §3 Supervision site, §4, §5.
import { eventTypesOf, type DomainEvent } from '../decider.js';
import type { SiteStatus } from './statuses.js';

export interface InsuranceUpload {
  uuid: string;
  filename: string;
}

/** Every field of SITES-08/09 a user gives (status, published and created by are the aggregate's own). */
export interface SiteDetails {
  name: string;
  department: string;
  address: string;
  city: string;
  state: string;
  county: string;
  country: string;
  postal_code: string;
  office_phone: string;
  website: string;
  contact_name: string;
  contact_email: string;
  supervisor_ids: string[];
  tag_ids: string[];
  expiration_date: string | null; // YYYY-MM-DD
  accepting_trainees: boolean;
  insurance_uploads: InsuranceUpload[];
  /** From the user's pin, else the US ZIP centroid, else none (no outside service). */
  latitude: number | null;
  longitude: number | null;
}

export type SiteCreated = DomainEvent<
  'SiteCreated',
  { siteId: string; organizationId: string; createdBy: string | null; details: SiteDetails; status: SiteStatus; published: boolean }
>;
export type SiteUpdated = DomainEvent<'SiteUpdated', { siteId: string; changes: Partial<SiteDetails> }>;
export type SiteStatusChanged = DomainEvent<'SiteStatusChanged', { siteId: string; from: SiteStatus; to: SiteStatus }>;
/** The expiry job: the expiration date has passed. */
export type SiteExpired = DomainEvent<'SiteExpired', { siteId: string; from: SiteStatus; expirationDate: string }>;
export type SitePublished = DomainEvent<'SitePublished', { siteId: string }>;
export type SiteUnpublished = DomainEvent<'SiteUnpublished', { siteId: string }>;
export type SiteDeleted = DomainEvent<'SiteDeleted', { siteId: string }>;
/** Appended by the placements area: a site with placements cannot be deleted (SITES-17). */
export type SitePlacementAdded = DomainEvent<'SitePlacementAdded', { siteId: string; placementId: string }>;
export type SitePlacementRemoved = DomainEvent<'SitePlacementRemoved', { siteId: string; placementId: string }>;

export type SiteEvent =
  | SiteCreated
  | SiteUpdated
  | SiteStatusChanged
  | SiteExpired
  | SitePublished
  | SiteUnpublished
  | SiteDeleted
  | SitePlacementAdded
  | SitePlacementRemoved;

export const siteEventTypes = eventTypesOf<SiteEvent>()(
  'SiteCreated',
  'SiteUpdated',
  'SiteStatusChanged',
  'SiteExpired',
  'SitePublished',
  'SiteUnpublished',
  'SiteDeleted',
  'SitePlacementAdded',
  'SitePlacementRemoved',
);

export const siteStream = (siteId: string): string => `site-${siteId}`;
