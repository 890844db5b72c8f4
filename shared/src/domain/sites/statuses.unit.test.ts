// The two readings of site statuses mapped onto one stored value each (SITES-10 … 12).
import { describe, expect, it } from '@jest/globals';
import { normalizeSiteStatus, siteStatusBadges } from './statuses.js';

describe('SITES-11 SITES-12 site status names and badges', () => {
  it('SITES-11 colours: approved success; decision pending and on hold warning; not approved, closed, expired danger', () => {
    expect(Object.fromEntries(Object.values(siteStatusBadges).map((badge) => [badge.label, badge.color]))).toEqual({
      approved: 'success',
      'decision pending': 'warning',
      'on hold': 'warning',
      'not approved': 'danger',
      closed: 'danger',
      expired: 'danger',
    });
  });

  it('SITES-10 SITES-12 maps reading A values and reading B badge names onto the stored statuses', () => {
    expect(['unapproved', 'pending approval', 'Pending_Approval', 'pending', 'decision pending'].map(normalizeSiteStatus)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(['rejected', 'not approved', 'On Hold', 'closed', 'expired', 'approved'].map(normalizeSiteStatus)).toEqual([
      'rejected',
      'rejected',
      'on_hold',
      'closed',
      'expired',
      'approved',
    ]);
  });
});
