// The dashboards' task tabs (spec 001 §2, §4): "Assigned to you" (incomplete,
// published or self-assigned) with its alert badge, and "Assigned to others"
// (created by you, incomplete) with its count; both live.
import { useCallback, useEffect, useState } from 'react';
import type { DashboardTab } from '../dashboards/common/DashboardTabs';
import { fetchTaskTotal } from './api';
import { TaskListTable } from './TaskListTable';
import { useTasksLive } from './useTasksLive';

export function useTaskTabs(): DashboardTab[] {
  const [totals, setTotals] = useState({ assigned: 0, created: 0 });
  const refresh = useCallback(() => {
    void Promise.all([fetchTaskTotal('assigned'), fetchTaskTotal('created')]).then(
      ([assigned, created]) => setTotals({ assigned, created }),
      () => undefined,
    );
  }, []);
  useEffect(refresh, [refresh]);
  useTasksLive(refresh);
  return [
    { key: 'tasks-assigned', label: 'app.tasks.dashboard_assigned', badge: totals.assigned, content: <TaskListTable list="assigned" /> },
    { key: 'tasks-created', label: 'app.tasks.dashboard_created', badge: totals.created, content: <TaskListTable list="created" /> },
  ];
}
