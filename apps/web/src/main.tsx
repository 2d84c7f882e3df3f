import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, prefetchFirstScreen } from './app/router';
import { createQueryClient } from './app/query-client';
import { unregisterServiceWorkers } from './lib/service-workers';

unregisterServiceWorkers();
prefetchFirstScreen();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
