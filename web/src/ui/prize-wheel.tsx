import type { CSSProperties } from 'react';

interface PrizeWheelSegment {
  id: string;
  label: string;
  backgroundColor: string;
  textColor: string;
}

/** Where the wheel turns to, and how: a CSS transition of `durationMs` with `easing`. */
export interface PrizeWheelMotion {
  rotation: number;
  durationMs: number;
  easing: string;
}

interface PrizeWheelProps {
  segments: readonly PrizeWheelSegment[];
  motion: PrizeWheelMotion;
  /** Rendered width and height in px. */
  size?: number;
  /** Screen readers get the prizes as a list in this label. */
  label: string;
}

const VIEW = 200;
const CENTER = VIEW / 2;
const RADIUS = 96;

/** The point at `degrees` clockwise from the top of a circle of `radius` around the centre. */
function polar(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [CENTER + radius * Math.sin(radians), CENTER - radius * Math.cos(radians)];
}

function wedgePath(index: number, count: number): string {
  if (count === 1) return `M ${CENTER} ${CENTER - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${CENTER - 0.01} ${CENTER - RADIUS} Z`;
  const angle = 360 / count;
  const [x1, y1] = polar(index * angle, RADIUS);
  const [x2, y2] = polar((index + 1) * angle, RADIUS);
  const largeArc = angle > 180 ? 1 : 0;
  return `M ${CENTER} ${CENTER} L ${x1} ${y1} A ${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${x2} ${y2} Z`;
}

/**
 * A prize wheel drawn in SVG and turned with a CSS transition (no wheel library: none maintained for
 * React 19 lands on a prize chosen elsewhere). Segment i covers [i, i + 1) x 360 / n degrees clockwise
 * from the top at rotation 0, the geometry of domain/loyalty/wheel.ts targetRotation; the pointer is at the top.
 * Labels run along the radius between the rim and the hub, sized to fit that length; on the left half
 * they are turned half a turn, so every label reads left to right at rest.
 */
export function PrizeWheel({ segments, motion, size = 300, label }: PrizeWheelProps) {
  const count = segments.length;
  const angle = 360 / Math.max(1, count);
  const baseFontSize = count > 10 ? 7 : count > 6 ? 8.5 : 10;
  const turning: CSSProperties = {
    transform: `rotate(${motion.rotation}deg)`,
    transition: motion.durationMs > 0 ? `transform ${motion.durationMs}ms ${motion.easing}` : 'none',
  };
  return (
    <div role="img" aria-label={label} className="relative mx-auto" style={{ width: size, height: size }}>
      <div className="size-full will-change-transform" style={turning} data-testid="prize-wheel">
        <svg viewBox={`0 0 ${VIEW} ${VIEW}`} className="size-full drop-shadow-md" aria-hidden="true">
          <circle cx={CENTER} cy={CENTER} r={RADIUS + 3} fill="#0f3460" />
          {segments.map((segment, index) => (
            <g key={segment.id}>
              <path d={wedgePath(index, count)} fill={segment.backgroundColor} stroke="#ffffff" strokeWidth={1} />
              <SegmentLabel index={index} angle={angle} text={segment.label} color={segment.textColor} baseFontSize={baseFontSize} />
            </g>
          ))}
          <circle cx={CENTER} cy={CENTER} r={14} fill="#ffffff" stroke="#0f3460" strokeWidth={3} />
        </svg>
      </div>
      {/* The fixed pointer at the top. */}
      <svg viewBox="0 0 24 24" className="absolute left-1/2 -top-2 size-8 -translate-x-1/2 drop-shadow" aria-hidden="true">
        <path d="M12 22 L3 4 H21 Z" fill="#d6334f" stroke="#ffffff" strokeWidth={2} strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** From the rim inwards to just outside the hub: the room a label has. */
const LABEL_OUTER = RADIUS - 7;
const LABEL_INNER = 19;
const LABEL_ROOM = LABEL_OUTER - LABEL_INNER;
/** Average glyph width of the UI font at weight 600, in em (enough for digits, capitals and dots). */
const GLYPH_EM = 0.6;
const MAX_LABEL_CHARS = 22;

/** The font size at which `text` fits the room along the radius (never above the wheel's base size). */
function labelFontSize(text: string, baseFontSize: number): number {
  return Math.min(baseFontSize, LABEL_ROOM / (Math.max(1, text.length) * GLYPH_EM));
}

function SegmentLabel({ index, angle, text, color, baseFontSize }: { index: number; angle: number; text: string; color: string; baseFontSize: number }) {
  const shown = text.length > MAX_LABEL_CHARS ? `${text.slice(0, MAX_LABEL_CHARS - 1)}…` : text;
  const middle = (index + 0.5) * angle;
  // Right half: the text runs from the hub out to the rim; left half: turned 180°, from the rim in.
  const leftHalf = middle > 180;
  return (
    <g transform={`rotate(${leftHalf ? middle + 90 : middle - 90} ${CENTER} ${CENTER})`}>
      <text
        x={leftHalf ? CENTER - LABEL_OUTER : CENTER + LABEL_OUTER}
        y={CENTER}
        textAnchor={leftHalf ? 'start' : 'end'}
        dominantBaseline="central"
        fill={color}
        fontSize={labelFontSize(shown, baseFontSize)}
        fontWeight={600}
      >
        {shown}
      </text>
    </g>
  );
}
