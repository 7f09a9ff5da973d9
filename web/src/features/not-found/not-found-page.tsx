import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';

/** storefront.md §2 Not-found page: 'Error 404 page not found', a link back home and an image. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <img src="/images/not-found.svg" alt="A lost shopping bag under a question mark" width={320} height={240} className="h-auto w-72" />
      <h1 className="mt-8 text-3xl font-bold">Error 404 page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <QueryLink
        to={paths.home.href()}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-brand px-7 font-semibold text-white hover:bg-brand-dark"
      >
        Back to home
      </QueryLink>
    </section>
  );
}
