// The room a progress chart gives its names: the spec's 160 px (TRAIN-53) on a wider screen; on a phone, where
// 160 px of names and the bar labels would leave the bars a sliver of a 340 px card, 96 px.
import { useMediaQuery, type Theme } from '@mui/material';
import { progressChart } from '@practicum/shared/domain/reports/hours';

export const PHONE_NAME_MARGIN = 96;

export function useChartNameMargin(): number {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return phone ? PHONE_NAME_MARGIN : progressChart.margin;
}
