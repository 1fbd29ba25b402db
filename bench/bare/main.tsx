// The bench's yardstick (issue 12): the least a React + react-router page built with Brick's
// Vite setup can cost. One "hello" route with a link and a button, and a service worker
// registered the way Brick registers its own (src/pwa.ts), so it can be measured offline too.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { registerSW } from 'virtual:pwa-register';

function Hello() {
  const [clicks, setClicks] = useState(0);
  return (
    <main className="hello">
      <h1>Hello</h1>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks} times
      </button>
      <Link to="/about">About</Link>
    </main>
  );
}

function About() {
  return (
    <main className="about">
      <h1>About</h1>
      <Link to="/">Back</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Hello /> },
  { path: '/about', element: <About /> },
]);

if ('serviceWorker' in navigator) registerSW({ immediate: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
