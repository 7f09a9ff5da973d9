import { useT } from '../texts/texts.tsx';

interface SpinnerProps {
  size?: number;
  label?: string;
  className?: string;
}

export function Spinner({ size = 24, label, className = '' }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" aria-label={label ?? t('common.ui.loading')} className={`inline-flex ${className}`}>
      <span
        aria-hidden="true"
        className="animate-spin rounded-full border-[3px] border-brand/20 border-t-brand"
        style={{ width: size, height: size }}
      />
    </span>
  );
}
