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
import { httpClient } from '../dataProvider';

export type { ActivityTypeReport, PersonRef } from '@practicum/shared/domain/reports/reportRow';
export type TrainingReport = TrainingReportRow;

export type { DashboardTrainings, LevelProgress, ReportOptions, TimedReport, UpcomingTrainee };

const getJson = async <T>(url: string): Promise<T> => (await httpClient(url)).json as T;

export const fetchDashboardTrainings = () => getJson<DashboardTrainings>('/api/dashboard/trainings');
export const fetchProgress = () => getJson<LevelProgress[]>('/api/dashboard/progress');
export const fetchUpcomingTrainees = () => getJson<UpcomingTrainee[]>('/api/dashboard/upcoming-trainees');
export const fetchTraineeReports = (traineeId: string) =>
  getJson<TrainingReport[]>(`/api/reports/training/trainee/${encodeURIComponent(traineeId)}`);
export const fetchReportOptions = () => getJson<ReportOptions>('/api/reports/options');
export const fetchLevelReport = (levelId: string, facultyPositionId: string | null) =>
  getJson<TrainingReport[]>(
    `/api/reports/training-levels/${encodeURIComponent(levelId)}${facultyPositionId ? `/faculty/${encodeURIComponent(facultyPositionId)}` : ''}`,
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
