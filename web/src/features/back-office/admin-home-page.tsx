import { Link } from 'react-router';
import { hasStaffRole } from '#domain/identity/roles.ts';
import { AdminPage } from './admin-page.tsx';
import { DashboardSection } from './dashboard/dashboard-section.tsx';
import { PinLockoutsPanel } from './pin-lockouts-panel.tsx';
import { ADMIN_SECTIONS } from './nav.ts';
import { useAdminUser } from './session.tsx';
import { useT } from '../../texts/texts.tsx';

/** The back office's first page: the dashboard (decision 022), then a card per section this account may open. */
export function AdminHomePage() {
  const t = useT();
  const user = useAdminUser();
  const sections = ADMIN_SECTIONS.filter((section) => section.href !== ADMIN_SECTIONS[0]?.href && hasStaffRole(user.roles, section.role));
  return (
    <AdminPage title={t('backOffice.home.title')} intro={t('backOffice.home.welcome', { name: user.name ?? user.email ?? t('backOffice.home.manager') })}>
      <PinLockoutsPanel />
      <DashboardSection />
      <h2 className="text-xl font-bold text-ink">{t('backOffice.home.sections')}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => {
          const Icon = section.icon;
          return (
            <li key={section.href}>
              <Link to={section.href} className="flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-navy">
                <Icon size={28} className="shrink-0 text-navy" aria-hidden="true" />
                <span>
                  <span className="block font-bold text-ink">{t(`backOffice.nav.${section.key}.label`)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(`backOffice.nav.${section.key}.description`)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
