import { Link } from 'react-router';
import { hasStaffRole } from '#domain/identity/roles.ts';
import { AdminPage } from './admin-page.tsx';
import { DashboardSection } from './dashboard/dashboard-section.tsx';
import { ADMIN_SECTIONS } from './nav.ts';
import { useAdminUser } from './session.tsx';

/** The back office's first page: the dashboard (decision 022), then a card per section this account may open. */
export function AdminHomePage() {
  const user = useAdminUser();
  const sections = ADMIN_SECTIONS.filter((section) => section.href !== ADMIN_SECTIONS[0]?.href && hasStaffRole(user.roles, section.role));
  return (
    <AdminPage title="Back office" intro={`Welcome, ${user.name ?? user.email ?? 'manager'}. Every change you make here is recorded in the audit log.`}>
      <DashboardSection />
      <h2 className="text-xl font-bold text-ink">Sections</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => {
          const Icon = section.icon;
          return (
            <li key={section.href}>
              <Link to={section.href} className="flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-navy">
                <Icon size={28} className="shrink-0 text-navy" aria-hidden="true" />
                <span>
                  <span className="block font-bold text-ink">{section.label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{section.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
