import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { useT } from '../texts/texts.tsx';

/** Shown when a screen fails to load or render: a way forward instead of a blank page. */
function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const message = errorMessage(error, t('common.routeError.fallback'));
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('common.routeError.title')}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Button onClick={() => window.location.reload()} className="mt-6 px-6 py-2.5">
        {t('common.routeError.reload')}
      </Button>
    </section>
  );
}

interface BoundaryProps {
  /** The current path: moving to another one clears the error. */
  path: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  /** The path the error happened on. */
  errorPath: string | null;
}

/** Catches a screen that throws (or whose code fails to load) and shows RouteError in its place. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, errorPath: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return state.errorPath === props.path ? null : { errorPath: props.path };
    return state.errorPath === props.path ? null : { error: null, errorPath: props.path };
  }

  override componentDidCatch(error: unknown) {
    console.error('Screen failed', error);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
