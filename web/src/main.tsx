import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { STORE_VIEWS } from '@shop/store-views';
import { readRuntimeConfig } from '@/shared/config/runtimeConfig';
import { newApolloClient } from '@/shared/graphql/createApolloClient';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { InitialResourcesProvider } from './app/initialResources';
import { preloadPages } from './app/lazyPage';
import { routes } from './app/routes';
import { readServerState } from './app/serverState';
import { adoptStoreResources } from './app/storeResources';
import { appTypePolicies } from './app/typePolicies';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);

/**
 * Marks the document once React has taken the page over (`<html data-hydrated>`): until then a server-rendered
 * button shows but does nothing, which is what tests of the journeys wait for. It wraps the app rather than
 * standing beside it: a sibling would change every useId below, and the ids would no longer be the server's.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}
const serverState = readServerState(document);

if (serverState) {
  // A page the server rendered: the same store view resources, the same page code and the same cache as the
  // server's render, ready before React hydrates it, so the first render is the server's markup.
  const { store, apollo, pages } = serverState;
  const client = newApolloClient({ storeCode: store, typePolicies: appTypePolicies, initialState: apollo });
  const [i18n] = await Promise.all([loadI18n(STORE_VIEWS[store].locale), preloadPages(pages)]);
  const resources = { client, i18n };
  hydrateRoot(
    container,
    <StrictMode>
      <InitialResourcesProvider code={store} resources={resources}>
        <Hydrated>
          <RouterProvider router={router} />
        </Hydrated>
      </InitialResourcesProvider>
    </StrictMode>,
  );
  void adoptStoreResources(store, resources).catch(() => undefined);
} else {
  // The development server (vite) sends the bare template: the browser renders alone.
  createRoot(container).render(
    <StrictMode>
      <Hydrated>
        <RouterProvider router={router} />
      </Hydrated>
    </StrictMode>,
  );
}

// seed 001 §7: the service worker for offline reads, unless the server turned it off (WEB_SERVICE_WORKER). Its
// code loads apart and after the page: the page never waits for it, and a failure only means no offline reads.
const { serviceWorker } = readRuntimeConfig(document);
void import('@/shared/serviceWorker/registerServiceWorker')
  .then(({ registerServiceWorker }) => registerServiceWorker(serviceWorker === true))
  .catch(() => undefined);
