import { ChevronDown, Gift, LogIn, LogOut, Package, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { userMenuLabel } from '#domain/identity/account.ts';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth, type AuthUser } from './auth/auth-store.ts';
import { notify } from '../../ui/notify.ts';
import { useT } from '../../texts/texts.tsx';
import { useAccountLanguage } from './account-language.ts';

const ROUND_BUTTON = 'grid h-11 w-11 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-200';

/** storefront.md §2 "Header user control and menu": spinner, login icon, or the user menu. */
export function UserControl() {
  // On every page: it waits for the SDK to load in its own time rather than asking for it.
  const t = useT();
  const { isLoading, isAuthenticated, user, login } = useAuth({ passive: true });
  useAccountLanguage();
  const { pathname, search } = useLocation();

  if (isLoading) {
    return (
      <span className="grid h-11 w-11 place-items-center">
        <Spinner size={22} label={t('common.account.checking')} />
      </span>
    );
  }
  if (!isAuthenticated) {
    return (
      <button
        type="button"
        aria-label={t('common.account.signIn')}
        className={ROUND_BUTTON}
        onClick={() => login({ returnTo: `${pathname}${search}` }).catch(() => notify.error(t('common.account.loginFailed')))}
      >
        <LogIn aria-hidden="true" className="h-5 w-5" />
      </button>
    );
  }
  return <UserMenu user={user} />;
}

/** Toggles on its button, closes on an outside click, on Escape and on choosing an entry. */
function UserMenu({ user }: { user: AuthUser | null }) {
  const t = useT();
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const entry = 'flex w-full items-center gap-2.5 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-dark';
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 max-w-44 items-center gap-2 rounded-full bg-slate-100 pl-1.5 pr-3 text-sm font-semibold text-slate-800 hover:bg-slate-200"
      >
        <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand text-white">
          <UserRound aria-hidden="true" className="h-4 w-4" />
        </span>
        <span className="truncate" data-testid="user-menu-label">
          {userMenuLabel(user)}
        </span>
        <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t('common.account.menu')}
          className="absolute right-0 top-full z-40 mt-2 min-w-[200px] overflow-hidden rounded-xl border border-slate-100 bg-white py-1.5 shadow-lg"
        >
          <li>
            <QueryLink to={paths.profile.href()} className={entry} onClick={() => setOpen(false)}>
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {t('common.account.profile')}
            </QueryLink>
          </li>
          <li>
            <QueryLink to={paths.orders.href()} className={entry} onClick={() => setOpen(false)}>
              <Package aria-hidden="true" className="h-4 w-4" />
              {t('common.account.myOrders')}
            </QueryLink>
          </li>
          <li>
            {/* The account's own member area: a member number in the current URL is not carried. */}
            <QueryLink to={paths.loyalty.href()} drop={['number']} className={entry} onClick={() => setOpen(false)}>
              <Gift aria-hidden="true" className="h-4 w-4" />
              {t('common.account.myRewards')}
            </QueryLink>
          </li>
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button
              type="button"
              className={entry}
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {t('common.account.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
