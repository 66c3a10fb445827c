import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS, COLORS, STYLE } from '../../board-reports/components/report-charts';
import type { SpreadBox } from '../report-series';

/**
 * Per complexity level, a box from the 25th to the 75th percentile of the hours per task (an
 * invisible bar lifts it), with the median and the mean as marks.
 */
export function SpreadChart({ boxes }: { boxes: SpreadBox[] }) {
  return (
    <div data-testid="spread-chart">
      <ComposedChart responsive accessibilityLayer={false} style={STYLE} data={boxes}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={AXIS} />
        <YAxis tick={AXIS} width={48} unit="h" />
        <Tooltip />
        <Legend />
        <Bar dataKey="base" stackId="box" fill="transparent" legendType="none" tooltipType="none" />
        <Bar
          dataKey="box"
          name="25th to 75th percentile (h)"
          stackId="box"
          fill={COLORS[0]}
          fillOpacity={0.35}
          stroke={COLORS[0]}
          maxBarSize={64}
        />
        <Scatter
          dataKey="median"
          name="Median (h)"
          fill={COLORS[1]}
          shape="diamond"
          legendType="diamond"
        />
        <Scatter dataKey="mean" name="Mean (h)" fill={COLORS[2]} shape="circle" />
      </ComposedChart>
    </div>
  );
}
