import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched after the page has painted, rendering nothing until then
 * (issue 14: the first screen's JavaScript). Unlike React.lazy it never suspends: a Suspense
 * boundary reveals late content on a timer, which a paused test clock would hold forever.
 */
export function afterPaint<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  return function AfterPaint(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      void load().then((component) => {
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
