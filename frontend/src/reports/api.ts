// Training report reads (query-service/src/reports): report rows, the
// dashboards' training parts, and the PDF addresses (spec 001 §7).
import type { TrainingReportRow } from '@practicum/shared/domain/reports/reportRow';
import type {
  DashboardTrainings,
  LevelProgress,
  ReportOptions,
  TimedReport,
  UpcomingTrainee,
} from '@practicum/shared/domain/reports/dashboard';
import { useApiRead, useSilentRead } from '../dataProvider';

export type { ActivityTypeReport, PersonRef } from '@practicum/shared/domain/reports/reportRow';
export type TrainingReport = TrainingReportRow;

export type { DashboardTrainings, LevelProgress, ReportOptions, TimedReport, UpcomingTrainee };

// Reads through the data provider (useApiRead: one cache keyed by path, refreshed by the app bar).
export const reportPaths = {
  levelProgress: 'dashboard/progress',
  upcomingTrainees: 'dashboard/upcoming-trainees',
  dashboardTrainings: 'dashboard/trainings',
} as const;
export const useLevelProgressRead = () => useSilentRead<LevelProgress[]>(reportPaths.levelProgress);
export const useUpcomingTraineesRead = () => useSilentRead<UpcomingTrainee[]>(reportPaths.upcomingTrainees);
export const useTraineeReports = (traineeId: string) =>
  useApiRead<TrainingReport[]>(`reports/training/trainee/${encodeURIComponent(traineeId)}`);
export const useReportOptions = () => useApiRead<ReportOptions>('reports/options');
/** A level report as of a moment while its snapshot builds (202): the events replayed so far. */
export interface AsOfBuilding {
  building: true;
  processed: number;
  total: number | null;
}
export const isBuilding = (data: unknown): data is AsOfBuilding =>
  typeof data === 'object' && data !== null && (data as Partial<AsOfBuilding>).building === true;

/**
 * A level's report (optionally one faculty's trainings in it), now or as of an instant (polled every second
 * while the server builds that moment's snapshot); nothing is read until a level is known.
 */
export const useLevelReport = (levelId: string, facultyPositionId: string | null, asOf: string | null = null) =>
  useApiRead<TrainingReport[] | AsOfBuilding>(
    levelId
      ? `reports/training-levels/${encodeURIComponent(levelId)}${facultyPositionId ? `/faculty/${encodeURIComponent(facultyPositionId)}` : ''}${
          asOf ? `?as_of=${encodeURIComponent(asOf)}` : ''
        }`
      : null,
    { refetchInterval: (query) => (isBuilding(query.state.data) ? 1000 : false) },
  );

export const pdfUrls = {
  trainee: (traineeId: string) => `/api/reports/training/trainee/${encodeURIComponent(traineeId)}/pdf`,
  training: (trainingId: string) => `/api/reports/training/${encodeURIComponent(trainingId)}/pdf`,
  custom: (traineeId: string, reportType: 'aggregate' | 'individual', placementIds: readonly string[]) =>
    `/api/reports/training/trainee/${encodeURIComponent(traineeId)}/placements/pdf?${new URLSearchParams([
      ['report_type', reportType],
      ...placementIds.map((id) => ['placement_ids[]', id]),
    ]).toString()}`,
};
