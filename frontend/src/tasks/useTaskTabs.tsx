// The dashboards' task tabs (spec 001 §2, §4): "Assigned to you" (incomplete,
// published or self-assigned) with its alert badge, and "Assigned to others"
// (created by you, incomplete) with its count; both live.
import { useCallback } from 'react';
import { useGetList } from 'ra-core';
import { logSilentFailure } from '../dataProvider';
import type { DashboardTab } from '../dashboards/common/DashboardTabs';
import { type TaskListType } from './api';
import { TaskListTable, taskListParams } from './TaskListTable';
import { useTasksLive } from './useTasksLive';

/** How many tasks a list holds (its Content-Range total), kept live. */
function useTaskTotal(list: TaskListType): number {
  const { total = 0, refetch } = useGetList('tasks', taskListParams(list, 0, 1), { onError: logSilentFailure(`tasks (${list})`) });
  useTasksLive(useCallback(() => void refetch(), [refetch]));
  return total;
}

export function useTaskTabs(): DashboardTab[] {
  const totals = { assigned: useTaskTotal('assigned'), created: useTaskTotal('created') };
  return [
    { key: 'tasks-assigned', label: 'app.tasks.dashboard_assigned', badge: totals.assigned, content: <TaskListTable list="assigned" /> },
    { key: 'tasks-created', label: 'app.tasks.dashboard_created', badge: totals.created, content: <TaskListTable list="created" /> },
  ];
}
