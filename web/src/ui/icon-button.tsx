import type { ReactNode } from 'react';

/** A small square button with only an icon; its label is its accessible name and tooltip. */
export function IconButton({ label, icon, onClick, disabled = false }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className="grid h-9 w-9 place-items-center rounded-lg border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:opacity-40">
      {icon}
    </button>
  );
}
