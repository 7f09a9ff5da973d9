import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client.ts';
import { checkForNewVersion } from './app/version-check.ts';
import { AuthRoot } from './features/account/index.ts';
import { router } from './routes.tsx';
import { LoadingOverlay } from './ui/loading-overlay.tsx';
import { Toaster } from './ui/toaster.tsx';
import './styles.css';

void checkForNewVersion();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AuthRoot navigate={(to) => void router.navigate(to, { replace: true })} />
      <LoadingOverlay />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
