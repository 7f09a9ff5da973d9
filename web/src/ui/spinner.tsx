interface SpinnerProps {
  size?: number;
  label?: string;
  className?: string;
}

export function Spinner({ size = 24, label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex ${className}`}>
      <span
        aria-hidden="true"
        className="animate-spin rounded-full border-[3px] border-brand/20 border-t-brand"
        style={{ width: size, height: size }}
      />
    </span>
  );
}
