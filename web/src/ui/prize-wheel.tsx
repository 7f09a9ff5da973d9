import type { CSSProperties } from 'react';

export interface PrizeWheelSegment {
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
 * from the top at rotation 0, the geometry of domain/wheel.ts targetRotation; the pointer is at the top.
 * Labels run along the radius, so long prize names fit.
 */
export function PrizeWheel({ segments, motion, size = 300, label }: PrizeWheelProps) {
  const count = segments.length;
  const angle = 360 / Math.max(1, count);
  const fontSize = count > 10 ? 7 : count > 6 ? 8.5 : 10;
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
              <g transform={`rotate(${(index + 0.5) * angle - 90} ${CENTER} ${CENTER})`}>
                <text
                  x={CENTER + RADIUS - 8}
                  y={CENTER}
                  textAnchor="end"
                  dominantBaseline="central"
                  fill={segment.textColor}
                  fontSize={fontSize}
                  fontWeight={600}
                >
                  {segment.label.length > 18 ? `${segment.label.slice(0, 17)}…` : segment.label}
                </text>
              </g>
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
