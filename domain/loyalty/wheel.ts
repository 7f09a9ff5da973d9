/**
 * The spin-to-win wheel (loyalty-pos.md §2 spin modal, §4 spin flow, §9): segments, timings and the
 * final rotation. The server decides the prize; the wheel only animates to it.
 */

/**
 * loyalty-pos.md §2 and §9: six pastel colours cycle. Each is paired with one dark text colour that
 * reads on all of them (contrast above WCAG AA's 4.5:1, checked in the tests).
 */
const WHEEL_TEXT_COLOR = '#1F2937';
export const WHEEL_COLORS = [
  { backgroundColor: '#FFD6E0', textColor: WHEEL_TEXT_COLOR }, // pink
  { backgroundColor: '#FFEFB5', textColor: WHEEL_TEXT_COLOR }, // butter
  { backgroundColor: '#C7F0DB', textColor: WHEEL_TEXT_COLOR }, // mint
  { backgroundColor: '#CDE7FF', textColor: WHEEL_TEXT_COLOR }, // sky
  { backgroundColor: '#E4D4FF', textColor: WHEEL_TEXT_COLOR }, // lavender
  { backgroundColor: '#FFDCC2', textColor: WHEEL_TEXT_COLOR }, // peach
] as const;

export interface WheelReward {
  gameRewardId: string;
  name?: string | null;
  color?: string | null;
}

export interface WheelSegment {
  id: string;
  label: string;
  backgroundColor: string;
  textColor: string;
}

/**
 * loyalty-pos.md §2: one segment per game reward, labelled with its name or 'Prize {n}' (1-based),
 * which `defaultLabel` words in the screen's language (decision 029).
 * A reward's own `color` is deliberately ignored: the spec says six pastels cycle, and a colour
 * chosen in the loyalty service could make the label unreadable.
 */
export function wheelSegments(rewards: readonly WheelReward[], defaultLabel: (n: number) => string): WheelSegment[] {
  return rewards.map((reward, index) => {
    const colors = WHEEL_COLORS[index % WHEEL_COLORS.length] ?? WHEEL_COLORS[0];
    return {
      id: reward.gameRewardId,
      label: reward.name?.trim() || defaultLabel(index + 1),
      backgroundColor: colors.backgroundColor,
      textColor: colors.textColor,
    };
  });
}

/** loyalty-pos.md §9: 2.6 s start, 0.75 s continue, 8 s stop. */
const BASE_SPIN_TIMINGS_MS = { startMs: 2600, continueMs: 750, stopMs: 8000 } as const;
const MIN_SPIN_DURATION_FACTOR = 0.01;

export interface SpinTimings {
  startMs: number;
  continueMs: number;
  stopMs: number;
  /** loyalty-pos.md §4: the stop callback fires after this. */
  totalMs: number;
}

/**
 * loyalty-pos.md §9: the timings scaled by a spin-duration factor, which is at least 0.01 (a factor
 * that is not a number means the normal speed, 1). Rounded to whole milliseconds for the timers.
 */
export function spinTimings(factor: number): SpinTimings {
  const scale = Number.isFinite(factor) ? Math.max(MIN_SPIN_DURATION_FACTOR, factor) : 1;
  const startMs = Math.round(BASE_SPIN_TIMINGS_MS.startMs * scale);
  const continueMs = Math.round(BASE_SPIN_TIMINGS_MS.continueMs * scale);
  const stopMs = Math.round(BASE_SPIN_TIMINGS_MS.stopMs * scale);
  return { startMs, continueMs, stopMs, totalMs: startMs + continueMs + stopMs };
}

function degreesMod360(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

function assertSegment(segmentIndex: number, segmentCount: number): void {
  if (!Number.isInteger(segmentCount) || segmentCount < 1) {
    throw new RangeError(`A wheel needs at least one segment, got ${segmentCount}`);
  }
  if (!Number.isInteger(segmentIndex) || segmentIndex < 0 || segmentIndex >= segmentCount) {
    throw new RangeError(`Segment ${segmentIndex} is not on a wheel of ${segmentCount}`);
  }
}

/**
 * Geometry: segment i covers [i, i + 1) x (360 / count) degrees, measured clockwise from the top, at
 * rotation 0; the wheel turns clockwise (CSS `rotate(Ndeg)`); the pointer is fixed at the top.
 *
 * Returns the rotation (degrees, absolute) that stops the wheel with the middle of the chosen segment
 * under the pointer, after at least `turns` full turns beyond `currentRotation`, so consecutive spins
 * keep turning forward. The result is in [currentRotation + turns x 360, ... + 360).
 */
export function targetRotation(
  segmentIndex: number,
  segmentCount: number,
  options: { turns: number; currentRotation: number },
): number {
  assertSegment(segmentIndex, segmentCount);
  const segmentAngle = 360 / segmentCount;
  const segmentMiddle = (segmentIndex + 0.5) * segmentAngle;
  const earliest = options.currentRotation + Math.max(0, options.turns) * 360;
  // The wheel must end at a rotation r with (segmentMiddle + r) mod 360 = 0.
  return earliest + degreesMod360(-segmentMiddle - earliest);
}

/** The segment under the top pointer at a given rotation: the inverse of targetRotation. */
export function segmentAtRotation(rotation: number, segmentCount: number): number {
  assertSegment(0, segmentCount);
  const angleUnderPointer = degreesMod360(-rotation);
  return Math.min(segmentCount - 1, Math.floor(angleUnderPointer / (360 / segmentCount)));
}

// ---------------------------------------------------------------- the spin's motion

/**
 * How fast the wheel turns between speeding up and slowing down: two turns a second at normal speed.
 * The spin-duration factor scales the times, not the speed, so a quick test spin turns less.
 */
export const WHEEL_CRUISE_DEGREES_PER_MS = 0.72;

/**
 * The query parameter that sets the spin-duration factor (loyalty-pos.md §9) on /loyalty, e.g.
 * `/loyalty?number=1001&spinDurationFactor=0.05`: tests and demos spin quickly; a member who sets it
 * gains nothing (the server has already drawn the prize).
 */
export const SPIN_DURATION_FACTOR_PARAM = 'spinDurationFactor';

/** The factor from the query string: a positive number, or 1 (normal speed) when absent or not a number. */
export function parseSpinDurationFactor(value: string | null | undefined): number {
  if (value == null || value.trim() === '') return 1;
  const factor = Number(value);
  return Number.isFinite(factor) && factor > 0 ? factor : 1;
}

/**
 * loyalty-pos.md §9: the wheel speeds up for `startMs`, cruises for `continueMs` (again and again while
 * the server has not answered), then slows down for `stopMs` onto the prize. Accelerating from 0 to the
 * cruise speed at a constant rate covers half the distance cruising would (same for slowing down), so
 * the three phases join without a jump in speed (the stop phase adds less than a turn to land exactly).
 */
export function spinStartRotation(currentRotation: number, timings: SpinTimings): number {
  return currentRotation + (WHEEL_CRUISE_DEGREES_PER_MS * timings.startMs) / 2;
}

export function spinCruiseRotation(currentRotation: number, timings: SpinTimings): number {
  return currentRotation + WHEEL_CRUISE_DEGREES_PER_MS * timings.continueMs;
}

export function spinStopRotation(
  currentRotation: number,
  segmentIndex: number,
  segmentCount: number,
  timings: SpinTimings,
): number {
  const brakingDegrees = (WHEEL_CRUISE_DEGREES_PER_MS * timings.stopMs) / 2;
  return targetRotation(segmentIndex, segmentCount, { turns: Math.floor(brakingDegrees / 360), currentRotation });
}

/** CSS timing functions of the three phases: t² (speeding up), linear, and 1 - (1 - t)² (slowing down). */
export const SPIN_EASINGS = {
  start: 'cubic-bezier(0.333, 0, 0.667, 0.333)',
  continue: 'linear',
  stop: 'cubic-bezier(0.333, 0.667, 0.667, 1)',
} as const;
