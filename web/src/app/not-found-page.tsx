import { paths } from '../paths.ts';
import { useT } from '../texts/texts.tsx';
import { ButtonLink } from '../ui/button.tsx';

/** storefront.md §2 Not-found page: 'Error 404 page not found', a link back home and an image. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <img src="/images/not-found.svg" alt={t('common.notFound.image')} width={320} height={240} className="h-auto w-72" />
      <h1 className="mt-8 text-3xl font-bold">{t('common.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('common.notFound.body')}</p>
      <ButtonLink to={paths.home.href()} size="md" className="mt-8 inline-flex items-center px-7">
        {t('common.notFound.backHome')}
      </ButtonLink>
    </section>
  );
}
