// One training level's progress chart (DASH-32/38): a bar per trainee, approved
// hours as a percent of the plan's total hours (capped at 100); bars 32 px,
// 160 px of margin, at least 260 px high (TRAIN-53); names link to /trainees/{id}.
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { Card, CardContent, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { progressChart, progressChartHeight } from '@practicum/shared/domain/reports/hours';
import type { LevelProgress } from './api';
import { formatReportHours } from '@practicum/shared/format';
import { useChartNameMargin } from './useChartMargin';
import { ChartNameTick } from './ChartNameTick';
import { useCanOpen } from '../permissions/routeTable';

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value: unknown; index: number };
}

// Recharts drops a 0-wide bar (and so its label) unless the bar has a shape of its own: a trainee at 0% keeps theirs.
const barShape = (props: BarShapeProps) => <Rectangle {...props} />;

export const LevelProgressChart = ({ level }: { level: LevelProgress }) => {
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const nameMargin = useChartNameMargin();
  // the bar labels ("100% · 450 h") need 96 px beside the longest bar; a phone's narrower one keeps 80
  const labelRoom = nameMargin < progressChart.margin ? 80 : 96;
  // each bar is labelled with its percent and the approved hours behind it
  const bars = level.trainees.map((bar) => ({ ...bar, label: `${bar.percent}% · ${formatReportHours(bar.approved)} h` }));
  const TraineeTick = ({ x = 0, y = 0, payload }: TickProps) => {
    const bar = payload ? bars[payload.index] : undefined;
    if (!bar) return null;
    const href = `/trainees/${bar.trainee_id}`;
    // an auditor reads the report but opens no trainee's page: the name is not a link for them
    if (!canOpen(href)) return <ChartNameTick x={x} y={y} name={bar.name} />;
    return (
      <ChartNameTick
        x={x}
        y={y}
        name={bar.name}
        fill="#0b5fa5"
        href={href}
        onClick={(event) => {
          event.preventDefault();
          void navigate(href);
        }}
      />
    );
  };
  return (
    <Card sx={{ mb: 2 }} data-testid={`progress-${level.level_id}`}>
      <CardContent>
        <Typography variant="h6">{level.level_name}</Typography>
        <ResponsiveContainer width="100%" height={progressChartHeight(bars.length)}>
          <BarChart data={bars} layout="vertical" margin={{ right: labelRoom }} barSize={progressChart.barWidth}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} unit="%" />
            <YAxis type="category" dataKey="name" width={nameMargin} tick={TraineeTick} interval={0} />
            <Tooltip formatter={(value) => `${String(value)}%`} />
            <Bar dataKey="percent" fill="#1976d2" isAnimationActive={false} shape={barShape}>
              <LabelList dataKey="label" position="right" fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
};
