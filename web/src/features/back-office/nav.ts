import { Gift, History, House, Inbox, LayoutDashboard, Mail, Megaphone, Package, ReceiptText, ScanBarcode, Send, Settings, Users, UserCog, type LucideIcon } from 'lucide-react';
import type { StaffRole } from '#domain/identity/roles.ts';
import type { Messages } from '#domain/texts/index.ts';
import { paths } from '../../paths.ts';

/**
 * The back office's sidebar, one entry per section: the sidebar, the home page's cards and the role
 * checks of the screens read this list. A new section (catalogue, loyalty programme, orders, cases)
 * is one entry here and its routes in paths.ts and routes.tsx.
 */
export interface AdminSection {
  /** Its texts: backOffice.nav.<key>.label, and .description (one line for the home page's card). */
  key: AdminSectionKey;
  href: string;
  /** The route patterns the section owns (the sidebar marks it current on each). */
  patterns: string[];
  icon: LucideIcon;
  /** The least role that may open it (admin ⊃ manager). */
  role: Extract<StaffRole, 'manager' | 'admin'>;
}

type AdminSectionKey = keyof Messages['backOffice']['nav'];

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    key: 'overview',
    href: paths.admin.href(),
    patterns: [paths.admin.pattern],
    icon: LayoutDashboard,
    role: 'manager',
  },
  {
    key: 'members',
    href: paths.adminMembers.href(),
    patterns: [paths.adminMembers.pattern, paths.adminMember.pattern],
    icon: Users,
    role: 'manager',
  },
  {
    key: 'orders',
    href: paths.adminOrders.href(),
    patterns: [paths.adminOrders.pattern, paths.adminStorefrontOrder.pattern, paths.adminPosOrder.pattern, paths.adminSyncReport.pattern, paths.adminLatePayments.pattern],
    icon: ReceiptText,
    role: 'manager',
  },
  {
    key: 'storefrontProducts',
    href: paths.adminProducts.href(),
    patterns: [paths.adminProducts.pattern, paths.adminProductNew.pattern, paths.adminProduct.pattern],
    icon: Package,
    role: 'manager',
  },
  {
    key: 'posProducts',
    href: paths.adminPosProducts.href(),
    patterns: [paths.adminPosProducts.pattern, paths.adminPosProductNew.pattern, paths.adminPosProduct.pattern],
    icon: ScanBarcode,
    role: 'manager',
  },
  {
    key: 'promos',
    href: paths.adminPromos.href(),
    patterns: [paths.adminPromos.pattern, paths.adminPromoNew.pattern, paths.adminPromo.pattern],
    icon: Megaphone,
    role: 'manager',
  },
  {
    key: 'homePage',
    href: paths.adminHomePage.href(),
    patterns: [paths.adminHomePage.pattern],
    icon: House,
    role: 'manager',
  },
  {
    key: 'programme',
    href: paths.adminProgramme.href(),
    patterns: [paths.adminProgramme.pattern],
    icon: Gift,
    role: 'manager',
  },
  {
    key: 'cases',
    href: paths.adminCases.href(),
    patterns: [paths.adminCases.pattern, paths.adminCase.pattern],
    icon: Inbox,
    role: 'manager',
  },
  {
    key: 'journeyEvents',
    href: paths.adminJourneyEvents.href(),
    patterns: [paths.adminJourneyEvents.pattern],
    icon: Send,
    role: 'manager',
  },
  {
    key: 'users',
    href: paths.adminUsers.href(),
    patterns: [paths.adminUsers.pattern],
    icon: UserCog,
    role: 'admin',
  },
  {
    key: 'audit',
    href: paths.adminAudit.href(),
    patterns: [paths.adminAudit.pattern],
    icon: History,
    role: 'manager',
  },
  {
    key: 'emailLog',
    href: paths.adminMailLog.href(),
    patterns: [paths.adminMailLog.pattern, paths.adminMailLogMessage.pattern],
    icon: Mail,
    role: 'admin',
  },
  {
    key: 'settings',
    href: paths.adminSettings.href(),
    patterns: [paths.adminSettings.pattern],
    icon: Settings,
    role: 'manager',
  },
];
