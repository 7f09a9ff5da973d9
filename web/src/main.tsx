import './app/effect-timing.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { queryClient } from './api/query-client.ts';
import { firstRenderCommitted, firstScreenShown } from './ui/first-screen.ts';
import { checkForNewVersion } from './app/version-check.ts';
import { loadTexts } from './texts/texts.tsx';
import { AuthRoot } from './features/identity/index.ts';
import { AppRoutes, preloadScreen } from './routes.tsx';
import { afterPaint } from './ui/after-paint.tsx';
import { LoadingOverlay } from './ui/loading-overlay.tsx';
import './styles.css';

// storefront.md §4 App start; once the first screen is on the page (ui/first-screen.ts).
void firstScreenShown().then(() => checkForNewVersion());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Toasts only ever follow an action: the toast library arrives after the first paint.
const Toaster = afterPaint(async () => (await import('./ui/toaster.tsx')).Toaster);

/** The sign-in runtime, told how to move to the page a sign-in started from. */
function SignIn() {
  const navigate = useNavigate();
  return <AuthRoot navigate={(to) => void navigate(to, { replace: true })} />;
}

/** Tells ui/first-screen.ts that the first render is on the page (effects run after the whole tree's). */
function FirstRenderCommitted() {
  useEffect(firstRenderCommitted, []);
  return null;
}

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
          <SignIn />
        </BrowserRouter>
        <LoadingOverlay />
        <Toaster />
        <FirstRenderCommitted />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// The first screen's code first, so the first render is the whole page (if it fails to load, the
// app renders anyway and the screen's error boundary says so). No top-level await: it would make
// the bundler split the entry into many small chunks.
// The shell's texts must be here before anything renders; the screen's arrive with its code.
void Promise.all([loadTexts(['common']).catch(() => undefined), preloadScreen(window.location.pathname).catch(() => undefined)]).then(() => render(rootElement));
