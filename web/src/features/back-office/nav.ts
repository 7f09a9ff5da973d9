import { Gift, History, House, Inbox, LayoutDashboard, Megaphone, Package, ReceiptText, ScanBarcode, Send, Settings, Users, UserCog, type LucideIcon } from 'lucide-react';
import type { StaffRole } from '#domain/identity/roles.ts';
import { paths } from '../../paths.ts';

/**
 * The back office's sidebar, one entry per section: the sidebar, the home page's cards and the role
 * checks of the screens read this list. A new section (catalogue, loyalty programme, orders, cases)
 * is one entry here and its routes in paths.ts and routes.tsx.
 */
export interface AdminSection {
  label: string;
  /** One line for the home page's card. */
  description: string;
  href: string;
  /** The route patterns the section owns (the sidebar marks it current on each). */
  patterns: string[];
  icon: LucideIcon;
  /** The least role that may open it (admin ⊃ manager). */
  role: Extract<StaffRole, 'manager' | 'admin'>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    label: 'Overview',
    description: 'Today and the last 30 days in charts: sales, points, vouchers, tiers, top products.',
    href: paths.admin.href(),
    patterns: [paths.admin.pattern],
    icon: LayoutDashboard,
    role: 'manager',
  },
  {
    label: 'Members',
    description: 'Find a member; balances, vouchers, ledger and orders; adjust points; block a membership.',
    href: paths.adminMembers.href(),
    patterns: [paths.adminMembers.pattern, paths.adminMember.pattern],
    icon: Users,
    role: 'manager',
  },
  {
    label: 'Orders',
    description: 'Storefront and POS orders: search, filter, lines, tenders, points and returns; move online orders along.',
    href: paths.adminOrders.href(),
    patterns: [paths.adminOrders.pattern, paths.adminStorefrontOrder.pattern, paths.adminPosOrder.pattern],
    icon: ReceiptText,
    role: 'manager',
  },
  {
    label: 'Storefront products',
    description: 'Prices, stock, images and status of the online shop’s products.',
    href: paths.adminProducts.href(),
    patterns: [paths.adminProducts.pattern, paths.adminProductNew.pattern, paths.adminProduct.pattern],
    icon: Package,
    role: 'manager',
  },
  {
    label: 'POS products',
    description: 'The tills’ product grids: prices, barcodes, images and status.',
    href: paths.adminPosProducts.href(),
    patterns: [paths.adminPosProducts.pattern, paths.adminPosProductNew.pattern, paths.adminPosProduct.pattern],
    icon: ScanBarcode,
    role: 'manager',
  },
  {
    label: 'Promos',
    description: 'The storefront’s promos: texts, image, dates, discount, detail content; active or not.',
    href: paths.adminPromos.href(),
    patterns: [paths.adminPromos.pattern, paths.adminPromoNew.pattern, paths.adminPromo.pattern],
    icon: Megaphone,
    role: 'manager',
  },
  {
    label: 'Home page',
    description: 'The home page’s slides, categories, brands, banners and its product lists.',
    href: paths.adminHomePage.href(),
    patterns: [paths.adminHomePage.pattern],
    icon: House,
    role: 'manager',
  },
  {
    label: 'Loyalty programme',
    description: 'Rewards, voucher definitions, the wheel’s prizes and odds, tiers and the earning rate.',
    href: paths.adminProgramme.href(),
    patterns: [paths.adminProgramme.pattern],
    icon: Gift,
    role: 'manager',
  },
  {
    label: 'Cases',
    description: 'Help-center questions: status, who handles them, replies by e-mail.',
    href: paths.adminCases.href(),
    patterns: [paths.adminCases.pattern, paths.adminCase.pattern],
    icon: Inbox,
    role: 'manager',
  },
  {
    label: 'Journey events',
    description: 'The marketing outbox: pending, delivered and failed events; retry a failed one.',
    href: paths.adminJourneyEvents.href(),
    patterns: [paths.adminJourneyEvents.pattern],
    icon: Send,
    role: 'manager',
  },
  {
    label: 'Users and roles',
    description: 'Grant and remove the cashier, manager and admin roles.',
    href: paths.adminUsers.href(),
    patterns: [paths.adminUsers.pattern],
    icon: UserCog,
    role: 'admin',
  },
  {
    label: 'Audit log',
    description: 'Every back-office change: who, when, what, before and after.',
    href: paths.adminAudit.href(),
    patterns: [paths.adminAudit.pattern],
    icon: History,
    role: 'manager',
  },
  {
    label: 'Settings',
    description: 'The shop’s name, address, NPWP, phone and e-mail (receipts, footer); the POS stores.',
    href: paths.adminSettings.href(),
    patterns: [paths.adminSettings.pattern],
    icon: Settings,
    role: 'manager',
  },
];
