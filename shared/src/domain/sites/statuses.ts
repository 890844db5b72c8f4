// Site statuses (SITES-10 … 12): the spec names them twice, as stored values
// ("unapproved or pending approval, pending, approved, rejected, on hold, closed,
// expired") and as badge names ("decision pending, not approved, ..."). One
// stored value per meaning; the aliases of reading A map onto it on input, the
// badge name and colour of reading B come from it on output (docs/decisions.md).

export const siteStatuses = ['pending', 'approved', 'rejected', 'on_hold', 'closed', 'expired'] as const;
export type SiteStatus = (typeof siteStatuses)[number];

/** Statuses a coordinator may set by hand; `expired` comes from the expiration date alone. */
export const settableSiteStatuses = ['pending', 'approved', 'rejected', 'on_hold', 'closed'] as const satisfies readonly SiteStatus[];
export type SettableSiteStatus = (typeof settableSiteStatuses)[number];

/** Reading A's other names for "waiting for a decision". */
export const siteStatusAliases: Record<string, SiteStatus> = {
  unapproved: 'pending',
  pending_approval: 'pending',
  'pending approval': 'pending',
  'decision pending': 'pending',
  decision_pending: 'pending',
  'not approved': 'rejected',
  not_approved: 'rejected',
  'on hold': 'on_hold',
};

export const normalizeSiteStatus = (value: unknown): unknown =>
  typeof value === 'string' ? (siteStatusAliases[value.trim().toLowerCase()] ?? value.trim().toLowerCase()) : value;

export type BadgeColor = 'success' | 'warning' | 'danger';

/** Badge name (reading B) and class (SITES-11) of each stored status. */
export const siteStatusBadges: Record<SiteStatus, { label: string; color: BadgeColor }> = {
  pending: { label: 'decision pending', color: 'warning' },
  approved: { label: 'approved', color: 'success' },
  rejected: { label: 'not approved', color: 'danger' },
  on_hold: { label: 'on hold', color: 'warning' },
  closed: { label: 'closed', color: 'danger' },
  expired: { label: 'expired', color: 'danger' },
};
