import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, type Params } from 'react-router';
import type { Namespace } from '#domain/texts/index.ts';
import { trackScreenLoad } from './navigation-progress.tsx';
import { loadTexts } from '../texts/texts.tsx';

/** What a route table entry loads: a module and the name of its screen component. */
type Loader = () => Promise<Record<string, unknown>>;
export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/**
 * A screen whose code and texts (the catalogue namespaces it reads besides `common`) load on first
 * use. Once loaded it renders directly, without suspending: main.tsx preloads the first screen before
 * the first render, so a page load never shows an empty Suspense fallback (React delays revealing one
 * with a timer).
 */
export function screen(load: Loader, name: string, texts: readonly Namespace[] = []): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    if (!loaded) {
      const [module] = await trackScreenLoad(Promise.all([load(), loadTexts(texts)]));
      loaded = module[name] as ComponentType;
    }
    return { default: loaded };
  };
  const Suspending = lazy(preload);
  const Screen = () => (loaded ? createElement(loaded) : <Suspending />);
  return Object.assign(Screen, { preload });
}

export interface ScreenRoute {
  path: string;
  Component?: LazyScreen;
  element?: ReactNode;
  /**
   * Starts the screen's first request when the page loads, beside the screen's code rather than after
   * it (the query cache hands the answer to the screen): one network round trip less before the
   * largest paint on a phone (decision 013).
   */
  prefetch?: (params: Params) => void;
}

export const toRoute = ({ path, Component, element }: ScreenRoute) => (
  <Route key={path} path={path} element={element ?? (Component ? <Component /> : null)} />
);
