// A role dashboard behind its one read (DASH-02): a progress bar until GET /api/dashboard/{role} has answered the
// parts its cards read, then the cards, which find their answers in the cache.
import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { Role } from '@practicum/shared/access/roles';
import type { PrimedRead } from '../../dataProvider/primedReads';
import { useCurrentUser, type CurrentUser } from '../../identity/currentUser';
import { headerLinkParts } from './DashboardHeaderLinks';
import { useDashboardParts } from './useDashboardParts';

export const PrimedDashboard = (props: {
  role: Role;
  /** The reads of the role's cards and tabs (the header's are added here). */
  parts: (user: CurrentUser) => PrimedRead[];
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const ready = useDashboardParts(props.role, user ? [...headerLinkParts(user), ...props.parts(user)] : null);
  if (ready) return props.children;
  return (
    <>
      <Title title="app.dashboard.title" />
      <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.dashboard.loading')} />
    </>
  );
};
