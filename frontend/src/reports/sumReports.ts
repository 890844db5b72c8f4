// The trainee's "totals" tab: every training's report added up, activity types
// merged by id (their target hours added too).
import { reportHours } from '@practicum/shared/format';
import type { ActivityTypeReport, TrainingReport } from './api';

export function sumReports(reports: readonly TrainingReport[]): TrainingReport['training_report'] {
  const types = new Map<string, ActivityTypeReport>();
  let approved = 0;
  let unapproved = 0;
  let onSite = 0;
  for (const { training_report: report } of reports) {
    approved += report.totals.time.approved;
    unapproved += report.totals.time.unapproved;
    onSite += report.totals.time_on_site;
    for (const type of report.activity_types) {
      const sum = types.get(type.id);
      types.set(
        type.id,
        sum
          ? { ...sum, approved: sum.approved + type.approved, unapproved: sum.unapproved + type.unapproved, hours: sum.hours + type.hours }
          : { ...type },
      );
    }
  }
  return {
    totals: { time: { approved, unapproved }, time_on_site: onSite },
    hours: { approved: reportHours(approved), unapproved: reportHours(unapproved), time_on_site: reportHours(onSite) },
    activity_types: [...types.values()],
  };
}
