import type { ProductCategory } from '#domain/storefront/catalog.ts';
import { Mail, Menu, MessageCircle, ShoppingBag, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Language } from '#domain/platform/language.ts';
import { useT } from '../texts/texts.tsx';
import { paths } from '../paths.ts';
import { LanguageControl } from './language-control.tsx';
import { Logo } from './logo.tsx';
import { QueryLink } from './query-link.tsx';
import { SearchBox } from './search-box.tsx';
import { useShopContact } from './shop-identity.ts';

/** storefront.md §1: after the page is scrolled past 100 px, the search bar gets an active style. */
const HEADER_SCROLL_THRESHOLD_PX = 100;


const NAV_LINKS = [
  { label: 'common.nav.home', to: paths.home.href() },
  { label: 'common.nav.allProducts', to: paths.allProducts.href() },
  { label: 'common.nav.flashDeals', to: paths.flashDeals.href() },
  { label: 'common.nav.promo', to: paths.promoHome.href() },
  { label: 'common.nav.helpCenter', to: paths.helpCenter.href() },
] as const;

interface HeaderProps {
  /** Distinct cart lines, shown on the cart badge. */
  cartLineCount: number;
  /** The account control: spinner, login button or user menu (identity feature). */
  userControl: ReactNode;
  searchCategories: readonly ProductCategory[];
  /** The search box's starting text and category (e.g. on a results page opened by a link). */
  initialSearch?: { query: string; category?: string };
  onSearch(query: string, category: string | undefined): void;
  /** A language chosen in the top bar (the account remembers it when signed in). */
  onLanguageChosen?: (language: Language) => void;
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function Header({ cartLineCount, userControl, searchCategories, initialSearch, onSearch, onLanguageChosen }: HeaderProps) {
  const t = useT();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [navOpen, setNavOpen] = useState(false);
  const contact = useShopContact();

  return (
    <>
      <div className="bg-navy text-xs text-white">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4">
          <div className="flex items-center gap-5">
            {contact && (
              <>
                <a href={contact.whatsappHref} className="inline-flex items-center gap-1.5 whitespace-nowrap hover:text-brand-light">
                  <MessageCircle aria-hidden="true" className="h-3.5 w-3.5" />
                  {contact.phone}
                </a>
                <a href={`mailto:${contact.email}`} className="hidden items-center gap-1.5 hover:text-brand-light sm:inline-flex">
                  <Mail aria-hidden="true" className="h-3.5 w-3.5" />
                  {contact.email}
                </a>
              </>
            )}
          </div>
          <div className="flex items-center gap-5">
            <span className="hidden sm:inline">{t('common.topBar.needHelp')}</span>
            <LanguageControl onChosen={onLanguageChosen} />
          </div>
        </div>
      </div>

      <header className={`sticky top-0 z-30 bg-white transition-shadow ${scrolled ? 'shadow-md' : 'shadow-sm'}`}>
      <div>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 md:flex-nowrap">
          <QueryLink to={paths.home.href()} aria-label={t('common.header.home')} className="shrink-0">
            <Logo />
          </QueryLink>
          <div className="order-3 w-full md:order-none md:flex-1">
            <SearchBox
              categories={searchCategories}
              initialQuery={initialSearch?.query}
              initialCategory={initialSearch?.category}
              active={scrolled}
              onSearch={onSearch}
            />
          </div>
          <div className="ml-auto flex items-center gap-3">
            {userControl}
            <QueryLink
              to={paths.cart.href()}
              aria-label={t('common.header.cart', { count: cartLineCount })}
              className="relative grid h-11 w-11 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-200"
            >
              <ShoppingBag aria-hidden="true" className="h-5 w-5" />
              <span
                data-testid="cart-badge"
                className="absolute -right-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] font-bold text-white"
              >
                {cartLineCount}
              </span>
            </QueryLink>
          </div>
        </div>
      </div>

      <nav aria-label={t('common.nav.label')} className="relative border-t border-slate-100 bg-white">
        <div className="mx-auto flex max-w-7xl items-center px-4">
          <button
            type="button"
            className="my-2 inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={navOpen}
            aria-controls="main-nav-list"
            onClick={() => setNavOpen((open) => !open)}
          >
            {navOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
            {t('common.header.menu')}
          </button>
          <ul
            id="main-nav-list"
            onClick={() => setNavOpen(false)}
            className={`${navOpen ? 'flex' : 'hidden'} absolute left-0 right-0 top-full flex-col bg-white px-4 pb-3 shadow-md md:static md:flex md:flex-row md:gap-8 md:p-0 md:shadow-none`}
          >
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <QueryLink to={link.to} className="block py-2.5 text-sm font-medium text-slate-700 hover:text-brand md:py-3">
                  {t(link.label)}
                </QueryLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      </header>
    </>
  );
}
