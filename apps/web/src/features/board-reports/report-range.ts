import { boardReportQuerySchema, type BoardReportQuery } from '@teamboard/shared/board-report';
import { addUtcDays, utcQuarterStart, utcWeekEnd } from '../../lib/utc-day';

/** The range choices; the range is in the query string (`?range=this-week`, `?from=…&to=…`). */
export const RANGE_PRESETS = ['this-week', 'last-4-weeks', 'this-quarter', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** The presets a `range=` parameter may name (the default and custom are never written). */
const NAMED_PRESETS = ['this-week', 'this-quarter'] as const satisfies RangePreset[];

export const RANGE_PRESET_NAMES: Record<RangePreset, string> = {
  'this-week': 'This week',
  'last-4-weeks': 'Last 4 weeks',
  'this-quarter': 'This quarter',
  custom: 'Custom',
};

export interface ReportRange extends BoardReportQuery {
  preset: RangePreset;
}

/**
 * `preset`'s days (UTC, inclusive) as of `today`: this week from its Monday; custom starts from
 * the last 4 weeks.
 */
export function presetRange(preset: RangePreset, today: string): ReportRange {
  if (preset === 'this-week') return { preset, from: addUtcDays(utcWeekEnd(today), -6), to: today };
  if (preset === 'this-quarter') return { preset, from: utcQuarterStart(today), to: today };
  return { preset, from: addUtcDays(today, -27), to: today };
}

/**
 * The range the query string asks for: custom `from` and `to` when both are valid days in a
 * valid order and span, else the `range` preset, else the last 4 weeks (28 days up to today).
 */
export function readRange(params: URLSearchParams, today: string): ReportRange {
  const custom = boardReportQuerySchema.safeParse({
    from: params.get('from'),
    to: params.get('to'),
  });
  if (custom.success) return { preset: 'custom', ...custom.data };
  const named = NAMED_PRESETS.find((preset) => preset === params.get('range'));
  return presetRange(named ?? 'last-4-weeks', today);
}

/** `params` with the range written: custom days, a preset's name, or nothing for the default. */
export function writeRange(params: URLSearchParams, range: ReportRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if (range.preset === 'custom') {
    next.set('from', range.from);
    next.set('to', range.to);
  } else if (range.preset !== 'last-4-weeks') next.set('range', range.preset);
  return next;
}
