// A training's progress chart: per activity type, approved hours (in the plan's
// color) beside the target hours (grey), in report hours (TRAIN-52/53 sizes).
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useId } from 'react';
import { useTranslate } from 'ra-core';
import { progressChart, progressChartHeight } from '@practicum/shared/domain/reports/hours';
import type { ActivityTypeReport } from './api';
import { reportHours } from '@practicum/shared/format';
import { useChartNameMargin } from './useChartMargin';
import { ChartNameTick } from './ChartNameTick';

export const ActivityTypeBars = ({ types }: { types: readonly ActivityTypeReport[] }) => {
  const translate = useTranslate();
  const nameMargin = useChartNameMargin();
  // the approved bars take each type's color: the legend's swatch shows those colors side by side
  const swatchId = `approved-colors-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  if (types.length === 0) return null;
  const data = types.map((type) => ({ name: type.name, approved: reportHours(type.approved), target: type.hours, color: type.color }));
  return (
    <ResponsiveContainer width="100%" height={progressChartHeight(types.length)}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24 }} barSize={progressChart.barWidth / 2} barGap={0}>
        <defs>
          <linearGradient id={swatchId}>
            {data.flatMap((entry, i) => [
              <stop key={`${i}-from`} offset={i / data.length} stopColor={entry.color} />,
              <stop key={`${i}-to`} offset={(i + 1) / data.length} stopColor={entry.color} />,
            ])}
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" unit=" h" />
        <YAxis
          type="category"
          dataKey="name"
          width={nameMargin}
          interval={0}
          tick={({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string | number } }) => (
            <ChartNameTick x={x} y={y} name={String(payload?.value ?? '')} />
          )}
        />
        <Tooltip />
        <Legend />
        <Bar dataKey="approved" name={translate('app.reports.approved_hours')} fill={`url(#${swatchId})`} isAnimationActive={false}>
          {data.map((entry) => (
            <Cell key={entry.name} fill={entry.color} />
          ))}
        </Bar>
        <Bar dataKey="target" name={translate('app.reports.target_hours')} fill="#bdbdbd" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
};
