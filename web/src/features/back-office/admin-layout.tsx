import { Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { hasStaffRole } from '#domain/identity/roles.ts';
import { ApiError } from '../../api/client.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../ui/page-states.tsx';
import { RequireAuth, rememberAccountLanguage, useAccountLanguage, useAuth } from '../identity/index.ts';
import { LanguageControl } from '../../ui/language-control.tsx';
import { useT } from '../../texts/texts.tsx';
import { useAdminSession } from './api.ts';
import { ADMIN_SECTIONS, type AdminSection } from './nav.ts';
import { AdminSessionContext, useAdminUser } from './session.tsx';

/**
 * The back office's frame (decision 017): sign-in required; managers and admins only (the server's
 * /api/admin/session answers 403 to anyone else, who sees why). A sidebar of ADMIN_SECTIONS beside the
 * screen on wide screens, a menu button above it on phones. A section the role may not open is not
 * listed, and opening its address says it is not allowed.
 */
export function AdminLayout() {
  return (
    <RequireAuth>
      <AdminGate />
    </RequireAuth>
  );
}

function AdminGate() {
  const t = useT();
  const session = useAdminSession();
  useAccountLanguage();
  if (session.isPending) return <LoadingBlock label={t('backOffice.layout.checking')} />;
  if (session.error) {
    if (session.error instanceof ApiError && session.error.status === 403) return <NotAllowedPage />;
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <ErrorBlock error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  return (
    <AdminSessionContext.Provider value={session.data}>
      <AdminFrame />
    </AdminSessionContext.Provider>
  );
}

function NotAllowedPage() {
  const t = useT();
  const { user, logout } = useAuth();
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-paper px-4">
      <div role="alert" className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-ink">{t('backOffice.layout.notAllowed')}</h1>
        <p className="mt-2 text-slate-700">{t('backOffice.layout.notStaff', { account: user?.email ?? user?.name ?? t('backOffice.layout.accountWithoutRoles') })}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void logout()} size="md" className="px-6">
            {t('backOffice.layout.signOut')}
          </Button>
          <Link to={paths.home.href()} className="inline-flex h-11 items-center rounded-full border border-slate-300 px-6 font-semibold text-slate-700 hover:bg-slate-50">
            {t('backOffice.layout.backToShop')}
          </Link>
        </div>
      </div>
    </main>
  );
}

const sectionAt = (pathname: string): AdminSection | undefined =>
  ADMIN_SECTIONS.find((section) => section.patterns.some((pattern) => matchPath(pattern, pathname)));

function AdminFrame() {
  const t = useT();
  const { pathname } = useLocation();
  const user = useAdminUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = sectionAt(pathname);
  const allowed = !current || hasStaffRole(user.roles, current.role);
  return (
    <div className="min-h-screen bg-paper lg:grid lg:grid-cols-[16rem_1fr]">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('backOffice.layout.skipToContent')}
      </a>
      <header className="bg-navy text-white lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto">
        <div className="flex items-center justify-between px-4 py-4 lg:px-5 lg:py-6">
          <Link to={paths.admin.href()} className="text-lg font-extrabold tracking-tight">
            Lumbung <span className="font-semibold text-white/80">{t('backOffice.layout.backOffice')}</span>
          </Link>
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-white/40 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
            {t('backOffice.layout.menu')}
          </button>
        </div>
        <div id="admin-nav" className={`${menuOpen ? 'block' : 'hidden'} px-3 pb-4 lg:block`}>
          <SectionNav current={current} onNavigate={() => setMenuOpen(false)} />
          <SignedInAs />
        </div>
      </header>
      <main id="admin-main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        {allowed ? (
          <Suspense fallback={<LoadingBlock label={t('backOffice.layout.loading')} />}>
            <Outlet />
          </Suspense>
        ) : (
          <SectionNotAllowed section={current} />
        )}
      </main>
    </div>
  );
}

function SectionNav({ current, onNavigate }: { current: AdminSection | undefined; onNavigate: () => void }) {
  const t = useT();
  const user = useAdminUser();
  return (
    <nav aria-label={t('backOffice.layout.backOffice')}>
      <ul className="space-y-1">
        {ADMIN_SECTIONS.filter((section) => hasStaffRole(user.roles, section.role)).map((section) => {
          const active = section === current;
          const Icon = section.icon;
          return (
            <li key={section.href}>
              <Link
                to={section.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold ${active ? 'bg-white text-navy' : 'text-white hover:bg-white/10'}`}
              >
                <Icon size={18} aria-hidden="true" />
                {t(`backOffice.nav.${section.key}.label`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SignedInAs() {
  const t = useT();
  const user = useAdminUser();
  const { logout } = useAuth();
  return (
    <div className="mt-6 border-t border-white/20 px-3 pt-4 text-sm">
      <p className="text-white/80">{t('backOffice.layout.signedInAs')}</p>
      <p className="break-all font-semibold">{user.email ?? user.name ?? user.userId}</p>
      <p className="mt-1 text-white/80">{t('backOffice.layout.roles', { roles: user.roles.join(', ') || t('backOffice.layout.noRoles') })}</p>
      {/* decision 029: the back office has no shop top bar, so its language control is here; a choice is saved on the account. */}
      <LanguageControl onChosen={rememberAccountLanguage} className="mt-2 text-white/90" />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => void logout()} className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-white/40 hover:bg-white/10">
          {t('backOffice.layout.signOut')}
        </button>
        <Link to={paths.home.href()} className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-white/40 hover:bg-white/10">
          {t('backOffice.layout.shop')}
        </Link>
      </div>
    </div>
  );
}

function SectionNotAllowed({ section }: { section: AdminSection | undefined }) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto mt-10 max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="text-xl font-bold text-ink">{t('backOffice.layout.notAllowed')}</h1>
      <p className="mt-2 text-slate-700">
        {t('backOffice.layout.adminsOnly', { section: section ? t(`backOffice.nav.${section.key}.label`) : t('backOffice.layout.thisPage') })}
      </p>
    </div>
  );
}
