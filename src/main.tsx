import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '@fontsource/fraunces/latin-600.css';
import './ui/app.css';
import { config, ConfigError } from './config';
import { routes } from './routes';
import { ConfigErrorScreen } from './ui/ConfigErrorScreen';
import { watchBrowserStatus } from './state/app-status';
import { registerServiceWorker } from './pwa';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    config();
  } catch (error) {
    if (error instanceof ConfigError) {
      root.render(<ConfigErrorScreen problems={error.problems} />);
      return;
    }
    throw error;
  }
  watchBrowserStatus();
  registerServiceWorker();
  // Storage (Dexie, zod schemas) loads beside the first render, not in front of it:
  // the landing and help pages need none of it, and the session store says when it is ready.
  void import('./storage/boot').then(async (storage) => {
    await storage.startStorage();
    (await import('./outbox/start')).startOutbox();
  });
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void boot();
