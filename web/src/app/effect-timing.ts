import { options } from 'preact';

/**
 * When effects run (decision 013, Preact). Preact runs `useEffect` callbacks after the next animation
 * frame, or 100 ms later when no frame comes; React runs them in a task of their own right after the
 * render. We schedule them as React does, with a message to ourselves: an effect that closes the
 * loading dialog, moves focus or starts a fetch then runs at once after the render, also in a
 * background tab (which gets no frames) and under a paused test clock (whose frames and timers are
 * fake). Must be imported before the first render.
 */
const pending: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  for (const flush of pending.splice(0)) flush();
};
options.requestAnimationFrame = (flush) => {
  pending.push(flush);
  if (pending.length === 1) channel.port2.postMessage(null);
};
