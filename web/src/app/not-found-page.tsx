import { paths } from '../paths.ts';
import { ButtonLink } from '../ui/button.tsx';

/** storefront.md §2 Not-found page: 'Error 404 page not found', a link back home and an image. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <img src="/images/not-found.svg" alt="A lost shopping bag under a question mark" width={320} height={240} className="h-auto w-72" />
      <h1 className="mt-8 text-3xl font-bold">Error 404 page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={paths.home.href()} size="md" className="mt-8 inline-flex items-center px-7">
        Back to home
      </ButtonLink>
    </section>
  );
}
