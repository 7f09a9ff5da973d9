import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button.tsx';
import { errorMessage } from '../ui/error-message.ts';

/** Shown when a screen fails to load or render: a way forward instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error, 'This page could not be shown.');
  console.error('Screen failed', error);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Button onClick={() => window.location.reload()} className="mt-6 px-6 py-2.5">
        Reload the page
      </Button>
    </section>
  );
}
