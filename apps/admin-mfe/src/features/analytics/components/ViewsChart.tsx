import { useId } from 'react';
import type { AnalyticsDay } from '@bolo/contracts';
import { formatCount, longDay, shortDay, viewsLabel, viewsSummary } from '../lib/views-summary';

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;
const TOP = 12;

/**
 * Views per day as bars (a few lines of SVG rather than a chart library). The picture is one
 * image with a spoken summary; the numbers themselves are in a visually hidden table.
 */
export function ViewsChart({ days, totalViews }: { days: readonly AnalyticsDay[]; totalViews: number }) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((day) => day.views));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = HEIGHT - AXIS - TOP;
  const summary = viewsSummary(days, totalViews);
  const labelled = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];

  return (
    <figure className="views-chart" data-testid="views-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="views-chart__svg" role="img" aria-labelledby={titleId} preserveAspectRatio="none">
        <title id={titleId}>{summary}</title>
        <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} className="views-chart__grid" />
        <text x={WIDTH} y={TOP - 3} textAnchor="end" className="views-chart__label">
          {formatCount(max)}
        </text>
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="views-chart__axis" />
        {days.map((day, index) => {
          const height = (day.views / max) * plotHeight;
          return (
            <rect
              key={day.day}
              x={index * slot + (slot - barWidth) / 2}
              y={HEIGHT - AXIS - height}
              width={barWidth}
              height={Math.max(height, day.views > 0 ? 1 : 0)}
              rx={1.5}
              className="views-chart__bar"
            >
              {/* A hover tooltip for the sighted; the table below is the accessible version. */}
              <title>{`${longDay(day.day)}: ${viewsLabel(day.views)}`}</title>
            </rect>
          );
        })}
        {[...new Set(labelled)].map((index) => (
          <text
            key={index}
            x={index * slot + slot / 2}
            y={HEIGHT - 4}
            textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
            className="views-chart__label"
          >
            {shortDay(days[index].day)}
          </text>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>Page views per day, last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{longDay(day.day)}</th>
              <td>{formatCount(day.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
