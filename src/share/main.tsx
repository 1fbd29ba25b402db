import { createRoot } from 'react-dom/client';
import { ShareViewer, startReading } from './ShareViewer';
import './share.css';

// The visitor's page for a share link (/s#data): no router, no database, no editor code.
void startReading(window.location.hash).catch(() => undefined); // the viewer shows what went wrong
createRoot(document.getElementById('root')!).render(<ShareViewer fragment={window.location.hash} />);

// Let the service worker keep this page for offline visits (it precaches the viewer).
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
