import { useEffect, useState, type ComponentType } from 'react';
import { firstScreenShown } from './first-screen.ts';

/**
 * A component whose code is fetched once the first screen is on the page (ui/first-screen.ts),
 * rendering nothing until then (decision 013: the first screen's JavaScript and its largest paint).
 * Unlike React.lazy it never suspends: a Suspense boundary reveals late content on a timer, which a
 * paused test clock would hold forever.
 */
export function afterPaint<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  return function AfterPaint(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      void firstScreenShown()
        .then(load)
        .then((component) => {
          loaded = component;
          if (!cancelled) setComponent(() => component);
        });
      return () => {
        cancelled = true;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
