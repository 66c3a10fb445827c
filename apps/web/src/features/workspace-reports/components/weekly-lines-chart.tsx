import type { PublicUser } from '@teamboard/shared';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS, COLORS, STYLE } from '../../board-reports/components/report-charts';
import type { WeekPoint } from '../report-series';

interface WeeklyLinesChartProps {
  points: WeekPoint[];
  people: PublicUser[];
  /** "h" for hours; none: whole counts. */
  unit?: string;
  /** Each person's level to draw as a dashed line in their colour (their weekly capacity). */
  levels?: Record<string, number>;
}

/** One line per person across the weeks (Monday, UTC); the chart's table is its text. */
export function WeeklyLinesChart({ points, people, unit, levels }: WeeklyLinesChartProps) {
  return (
    <div data-testid="weekly-chart">
      <LineChart responsive accessibilityLayer={false} style={STYLE} data={points}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="weekStart" tick={AXIS} />
        <YAxis tick={AXIS} width={48} unit={unit} allowDecimals={unit !== undefined} />
        <Tooltip />
        <Legend />
        {people.map((person, index) => (
          <Line
            key={person._id}
            name={person.name}
            dataKey={(point: WeekPoint) => point.values[person._id]}
            stroke={COLORS[index % COLORS.length]}
            type="monotone"
          />
        ))}
        {levels &&
          people.map((person, index) => (
            <Line
              key={`${person._id}-level`}
              name={`${person.name}: capacity`}
              dataKey={() => levels[person._id]}
              stroke={COLORS[index % COLORS.length]}
              strokeDasharray="6 4"
              dot={false}
              legendType="none"
            />
          ))}
      </LineChart>
    </div>
  );
}
