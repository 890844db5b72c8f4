// Under the coordinator's and faculty's tabs: one progress chart per training
// level (DASH-32/38), the faculty's limited to their trainees by the server.
import { useLevelProgressRead } from '../../reports/api';
import { lazyComponent } from '../../layout/lazyComponent';

const LevelProgressChart = lazyComponent(() => import('../../reports/LevelProgressChart'), 'LevelProgressChart', 260, {
  afterPaint: true,
});

export const useLevelProgress = useLevelProgressRead;

export const LevelProgressCharts = () => {
  const { data = [] } = useLevelProgress();
  return (
    <>
      {data.map((level) => (
        <LevelProgressChart key={level.level_id} level={level} />
      ))}
    </>
  );
};
