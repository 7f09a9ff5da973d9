import { useT } from '../texts/texts.tsx';

/** App store badges (storefront.md §2 footer: shown, not linked). */
function Badge({ top, bottom, icon }: { top: string; bottom: string; icon: React.ReactNode }) {
  return (
    <span className="inline-flex h-12 items-center gap-2.5 rounded-lg bg-white/10 px-3.5 text-white ring-1 ring-white/20">
      {icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] uppercase tracking-wide text-white/80">{top}</span>
        <span className="text-base font-semibold">{bottom}</span>
      </span>
    </span>
  );
}

export function GooglePlayBadge() {
  const t = useT();
  return (
    <Badge
      top={t('common.footer.getItOn')}
      bottom="Google Play"
      icon={
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 2.5 14.2 12 4 21.5a1.6 1.6 0 0 1-.7-1.4V3.9c0-.6.3-1.1.7-1.4Z" fill="#34d399" />
          <path d="m17.6 8.8-3.4 3.2 3.4 3.2 3.2-1.8c1-.6 1-2.2 0-2.8Z" fill="#fbbf24" />
          <path d="M4 2.5c.4-.3 1-.3 1.6 0l12 6.3-3.4 3.2Z" fill="#60a5fa" />
          <path d="M4 21.5c.4.3 1 .3 1.6 0l12-6.3-3.4-3.2Z" fill="#f87171" />
        </svg>
      }
    />
  );
}

export function AppStoreBadge() {
  const t = useT();
  return (
    <Badge
      top={t('common.footer.downloadOn')}
      bottom="App Store"
      icon={
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="#fff">
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8A4.7 4.7 0 0 0 4.2 9.5c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7c-.1 0-2.5-1-2.5-3.9ZM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z" />
        </svg>
      }
    />
  );
}
