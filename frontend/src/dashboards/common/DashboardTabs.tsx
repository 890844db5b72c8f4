// The main tabs area of a role dashboard: each role lists its tabs in
// dashboards/<role>/mainTabs.tsx (the task, placement and session tabs of
// spec 001 §2 arrive there); the first tab marked default opens first, unless the URL hash or a tab chosen
// here in the last 5 minutes says otherwise (SPINE-45).
import { type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { rememberedTab, storeTab } from '../../layout/tabMemory';
import { useHashTab } from '../../layout/useHashTab';
import { Badge, Box, Card, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface DashboardTab {
  /** Stable key, also the tab's id in the page. */
  key: string;
  /** i18n key of the tab label. */
  label: string;
  content: ReactNode;
  /** Opens first (spec: e.g. "review placements (default)"). */
  default?: boolean;
  /** A count shown on the tab (e.g. tasks assigned to you, "5+" at a cap); nothing when 0 or absent. */
  badge?: number | string;
}

export const DashboardTabs = ({ tabs, ariaLabel }: { tabs: readonly DashboardTab[]; ariaLabel: string }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const page = `${pathname}:${ariaLabel}`;
  const hashes = Object.fromEntries(tabs.map((tab) => [tab.key, `#${encodeURIComponent(tab.key)}`]));
  const [selected, select] = useHashTab(hashes, {
    opened: (named) =>
      rememberedTab({
        page,
        keys: tabs.map((tab) => tab.key),
        fallback: tabs.find((tab) => tab.default)?.key ?? tabs[0]?.key,
        hash: named ? hashes[named]! : '',
        storage: localStorage,
        now: Date.now(),
      }),
  });
  const choose = (key: string) => {
    select(key);
    storeTab(localStorage, page, key, Date.now());
  };
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  if (!current) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <Tabs value={current.key} onChange={(_e, key: string) => choose(key)} aria-label={translate(ariaLabel)} variant="scrollable">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={
              <Badge badgeContent={tab.badge} color="error" sx={{ pr: tab.badge ? 1.5 : 0 }}>
                {translate(tab.label)}
              </Badge>
            }
            id={`tab-${tab.key}`}
          />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }} role="tabpanel" aria-labelledby={`tab-${current.key}`}>
        {current.content}
      </Box>
    </Card>
  );
};
