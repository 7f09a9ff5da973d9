import { Mail, MapPin, MessageCircle } from 'lucide-react';
import { useT } from '../texts/texts.tsx';
import { paths } from '../paths.ts';
import { Logo } from './logo.tsx';
import { QueryLink } from './query-link.tsx';
import { useShopContact } from './shop-identity.ts';
import { AppStoreBadge, GooglePlayBadge } from './store-badges.tsx';

// storefront.md §2 Footer: three routed links; the rest is plain text with no route. "Track Your Order"
// links the order-tracking page the shop has (a guest finds an order by number and e-mail there).
const ABOUT = ['common.footer.careers', 'common.footer.ourStories', 'common.footer.privacyPolicy'] as const;
const CUSTOMER_CARE = ['common.footer.howToBuy', 'common.footer.bulkPurchasing', 'common.footer.returns'] as const;

export function Footer() {
  const t = useT();
  const contact = useShopContact();
  return (
    <footer className="mt-16 bg-navy-dark text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="space-y-4">
          <div className="[&_span]:text-white">
            <Logo />
          </div>
          <p className="max-w-xs leading-relaxed text-slate-400">
            {t('common.footer.tagline')}
          </p>
          {/* The loyalty programme's invitation for guests (its page explains it and starts sign-up). */}
          <QueryLink to={paths.rewards.href()} className="inline-flex items-center rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
            {t('common.footer.rewardsInvite')}
          </QueryLink>
          <div className="flex flex-wrap gap-3">
            <GooglePlayBadge />
            <AppStoreBadge />
          </div>
        </div>

        <div>
          <h2 className="mb-4 text-lg font-semibold text-white">{t('common.footer.aboutUs')}</h2>
          <ul className="space-y-2.5">
            {ABOUT.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
            <li>
              <QueryLink to={paths.terms.href()} className="hover:text-white">
                {t('common.footer.terms')}
              </QueryLink>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-lg font-semibold text-white">{t('common.footer.customerCare')}</h2>
          <ul className="space-y-2.5">
            <li>
              <QueryLink to={paths.helpCenter.href()} className="hover:text-white">
                {t('common.footer.helpCenter')}
              </QueryLink>
            </li>
            <li>
              <QueryLink to={paths.promos.href()} className="hover:text-white">
                {t('common.footer.promo')}
              </QueryLink>
            </li>
            <li>
              <QueryLink to={paths.trackOrder.href()} className="hover:text-white">
                {t('common.footer.trackOrder')}
              </QueryLink>
            </li>
            {CUSTOMER_CARE.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-lg font-semibold text-white">{t('common.footer.contactUs')}</h2>
          {contact && (
            <address className="space-y-3 not-italic">
              <p className="font-semibold text-white">{contact.name}</p>
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {contact.address}
              </p>
              <p>
                <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-2 hover:text-white">
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  {contact.email}
                </a>
              </p>
              <p>
                <a href={contact.whatsappHref} className="inline-flex items-center gap-2 hover:text-white">
                  <MessageCircle aria-hidden="true" className="h-4 w-4" />
                  {t('common.footer.whatsapp', { phone: contact.phone })}
                </a>
              </p>
              <p className="text-xs text-slate-400">{t('common.footer.npwp', { npwp: contact.npwp })}</p>
            </address>
          )}
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        {t('common.footer.rights', { year: new Date().getFullYear(), shop: contact?.name ?? 'Lumbung' })}
      </div>
    </footer>
  );
}
