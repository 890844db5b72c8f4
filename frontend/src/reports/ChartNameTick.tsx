// A name on a chart's category axis that keeps inside the axis: recharts writes a tick right-aligned against the
// bars and lets a name longer than the axis run past the chart's left edge, where it is cut off ("ena Schmidt",
// "…umentation" on a phone's 96 px). Here a name wraps onto a second line at its spaces, and a line that still does
// not fit ends in an ellipsis; the whole name is then the tooltip, and for a link always its accessible name.
import type { MouseEvent } from 'react';

const FONT_SIZE = 13;
const LINE_HEIGHT = 15;
// room between the name and the axis line; and kept free at the chart's left edge
const GAP = 6;
const EDGE = 2;

let context: CanvasRenderingContext2D | null | undefined;

/** The width `text` takes in the page's own font at the tick's size. */
function measure(text: string): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return text.length * FONT_SIZE * 0.6;
  context.font = `${FONT_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
  return context.measureText(text).width;
}

/** `line` cut to `room` with an ellipsis, unless it fits. */
function cut(line: string, room: number): string {
  if (measure(line) <= room) return line;
  let kept = line;
  while (kept.length > 1 && measure(`${kept}…`) > room) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/** `text` in at most `maxLines` lines of at most `room` px, broken at spaces, the last line cut if it must be. */
export function fitLines(text: string, room: number, maxLines = 2): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const longer = line ? `${line} ${word}` : word;
    if (!line || measure(longer) <= room) {
      line = longer;
      continue;
    }
    lines.push(line);
    if (lines.length === maxLines - 1) {
      line = words.slice(i).join(' ');
      break;
    }
    line = word;
  }
  if (line) lines.push(line);
  return lines.map((l) => cut(l, room));
}

export interface ChartNameTickProps {
  x?: number | string;
  y?: number | string;
  name: string;
  fill?: string;
  /** Makes the name a link. */
  href?: string;
  onClick?: (event: MouseEvent) => void;
}

export const ChartNameTick = ({ x = 0, y = 0, name, fill = '#666', href, onClick }: ChartNameTickProps) => {
  const right = Number(x) - GAP;
  // everything left of the name's right end, up to the chart's own edge
  const lines = fitLines(name, right - EDGE);
  const shown = lines.join(' ');
  // the lines sit centred on the bar
  const firstDy = 4 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const text = (
    <text x={right} y={Number(y)} textAnchor="end" fill={fill} fontSize={FONT_SIZE} style={href ? { cursor: 'pointer' } : undefined}>
      {/* the whole name as a tooltip where the axis shows it otherwise */}
      {shown === name ? null : <title>{name}</title>}
      {lines.map((line, i) => (
        <tspan key={i} x={right} dy={i === 0 ? firstDy : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
  return href ? (
    <a href={href} onClick={onClick} aria-label={name}>
      {text}
    </a>
  ) : (
    text
  );
};
