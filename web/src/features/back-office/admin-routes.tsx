import { matchRoutes, Route, Routes } from 'react-router';
import { screen, type ScreenRoute } from '../../app/screen.tsx';
import { paths } from '../../paths.ts';
import { AdminLayout } from './admin-layout.tsx';
import { useT } from '../../texts/texts.tsx';

/**
 * The back office's route table, loaded with the back office only: routes.tsx has one entry,
 * `/admin/*`, that loads this module. Its routes are matched below it, so each full path from paths.ts
 * becomes relative to `/admin`.
 */
/** The back office's screens (decision 017), by their full paths (paths.ts). */
const adminScreens: ScreenRoute[] = [
  { path: paths.admin.pattern, Component: screen(() => import('./admin-home-page.tsx'), 'AdminHomePage', ['backOffice']) },
  { path: paths.adminMembers.pattern, Component: screen(() => import('./members/members-page.tsx'), 'MembersPage', ['backOffice']) },
  { path: paths.adminMember.pattern, Component: screen(() => import('./members/member-page.tsx'), 'MemberPage', ['backOffice']) },
  { path: paths.adminOrders.pattern, Component: screen(() => import('./orders/orders-page.tsx'), 'OrdersPage', ['backOffice']) },
  { path: paths.adminStorefrontOrder.pattern, Component: screen(() => import('./orders/order-page.tsx'), 'StorefrontOrderPage', ['backOffice']) },
  { path: paths.adminPosOrder.pattern, Component: screen(() => import('./orders/order-page.tsx'), 'PosOrderPage', ['backOffice']) },
  { path: paths.adminSyncReport.pattern, Component: screen(() => import('./orders/sync-report-page.tsx'), 'SyncReportPage', ['backOffice']) },
  { path: paths.adminLatePayments.pattern, Component: screen(() => import('./orders/late-payments-page.tsx'), 'LatePaymentsPage', ['backOffice']) },
  { path: paths.adminUsers.pattern, Component: screen(() => import('./users/users-page.tsx'), 'UsersPage', ['backOffice']) },
  { path: paths.adminCases.pattern, Component: screen(() => import('./cases/cases-page.tsx'), 'CasesPage', ['backOffice']) },
  { path: paths.adminCase.pattern, Component: screen(() => import('./cases/case-page.tsx'), 'CasePage', ['backOffice']) },
  { path: paths.adminJourneyEvents.pattern, Component: screen(() => import('./outbox/journey-events-page.tsx'), 'JourneyEventsPage', ['backOffice']) },
  { path: paths.adminProducts.pattern, Component: screen(() => import('./catalog/products-page.tsx'), 'ProductsPage', ['backOffice']) },
  { path: paths.adminProductNew.pattern, Component: screen(() => import('./catalog/product-edit-page.tsx'), 'ProductEditPage', ['backOffice', 'errors']) },
  { path: paths.adminProduct.pattern, Component: screen(() => import('./catalog/product-edit-page.tsx'), 'ProductEditPage', ['backOffice', 'errors']) },
  { path: paths.adminPosProducts.pattern, Component: screen(() => import('./catalog/pos-products-page.tsx'), 'PosProductsPage', ['backOffice']) },
  { path: paths.adminPosProductNew.pattern, Component: screen(() => import('./catalog/pos-product-edit-page.tsx'), 'PosProductEditPage', ['backOffice', 'errors']) },
  { path: paths.adminPosProduct.pattern, Component: screen(() => import('./catalog/pos-product-edit-page.tsx'), 'PosProductEditPage', ['backOffice', 'errors']) },
  { path: paths.adminProgramme.pattern, Component: screen(() => import('./programme/programme-page.tsx'), 'ProgrammePage', ['backOffice', 'errors']) },
  { path: paths.adminMailLog.pattern, Component: screen(() => import('./email-log/email-log-page.tsx'), 'MailLogPage', ['backOffice']) },
  { path: paths.adminMailLogMessage.pattern, Component: screen(() => import('./email-log/email-log-message-page.tsx'), 'MailLogMessagePage', ['backOffice']) },
  { path: paths.adminAudit.pattern, Component: screen(() => import('./audit/audit-page.tsx'), 'AuditPage', ['backOffice']) },
  { path: paths.adminPromos.pattern, Component: screen(() => import('./shop/promos-page.tsx'), 'PromosPage', ['backOffice']) },
  { path: paths.adminPromoNew.pattern, Component: screen(() => import('./shop/promo-edit-page.tsx'), 'PromoEditPage', ['backOffice', 'errors']) },
  { path: paths.adminPromo.pattern, Component: screen(() => import('./shop/promo-edit-page.tsx'), 'PromoEditPage', ['backOffice', 'errors']) },
  { path: paths.adminHomePage.pattern, Component: screen(() => import('./shop/home-page-editor.tsx'), 'HomePageEditor', ['backOffice', 'errors']) },
  { path: paths.adminSettings.pattern, Component: screen(() => import('./shop/settings-page.tsx'), 'SettingsPage', ['backOffice', 'errors']) },
];

const relativeToAdmin = (pattern: string) => pattern.slice(paths.admin.pattern.length + 1);

/** Loads the code of the back-office screen at `pathname` (main.tsx preloads the first screen). */
export async function preloadAdminScreen(pathname: string): Promise<void> {
  const route = matchRoutes(adminScreens, pathname)?.at(-1)?.route as ScreenRoute | undefined;
  await route?.Component?.preload();
}

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {adminScreens.map(({ path, Component }) => {
          const element = Component ? <Component /> : null;
          return path === paths.admin.pattern ? (
            <Route key={path} index element={element} />
          ) : (
            <Route key={path} path={relativeToAdmin(path)} element={element} />
          );
        })}
        <Route path="*" element={<NoSuchPage />} />
      </Route>
    </Routes>
  );
}

function NoSuchPage() {
  const t = useT();
  return <p className="p-6 text-slate-600">{t('backOffice.layout.notFound')}</p>;
}
