/** The Lumbung mark: a rice barn (lumbung) roof over a shopping basket line. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#e94560" />
        <path d="M8 19 20 9l12 10" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M12 19v11h16V19" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinejoin="round" />
        <path d="M16 24h8" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      <span className="text-2xl font-extrabold tracking-tight text-ink">Lumbung</span>
    </span>
  );
}
