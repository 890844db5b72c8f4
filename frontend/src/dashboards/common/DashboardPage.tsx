// The frame every role dashboard shares (spec 001 §2): the window title and the header, the role's notices and
// cards, its main tabs, then what comes after them (the training parts, charts, risk alerts).
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { DashboardHeader } from './DashboardHeader';
import { DashboardTabs, type DashboardTab } from './DashboardTabs';

export const DashboardPage = (props: {
  /** The main tabs; a role without a dashboard of its own has none and sees its header only. */
  tabs?: readonly DashboardTab[];
  /** Between the header and the tabs. */
  before?: ReactNode;
  /** Under the tabs. */
  after?: ReactNode;
}) => (
  <>
    <Title title="app.dashboard.title" />
    <DashboardHeader />
    {props.before}
    {props.tabs ? <DashboardTabs tabs={props.tabs} ariaLabel="app.reports.dashboard.main_tabs" /> : null}
    {props.after}
  </>
);
