import { useState } from 'react';
import { useAppStatus } from '../state/app-status';
import { Icon } from './icons';

function isIosSafariNotInstalled() {
  const nav = navigator as Navigator & { standalone?: boolean };
  return /iphone|ipad|ipod/i.test(nav.userAgent) && !nav.standalone;
}

/**
 * "Install app" when the browser offers installation; iOS Safari never offers it, so there
 * a short hint says how to add Brick to the home screen.
 */
export function InstallAction() {
  const prompt = useAppStatus((s) => s.installPrompt);
  const [hintOpen, setHintOpen] = useState(false);

  if (prompt) {
    return (
      <button
        type="button"
        className="link-button"
        onClick={async () => {
          await prompt.prompt();
          await prompt.userChoice;
          useAppStatus.setState({ installPrompt: null });
        }}
      >
        <Icon name="install" />
        <span className="nav-label">Install app</span>
      </button>
    );
  }
  if (!isIosSafariNotInstalled()) return null;
  return (
    <>
      <button type="button" className="link-button" aria-expanded={hintOpen} onClick={() => setHintOpen((o) => !o)}>
        <Icon name="install" />
        <span className="nav-label">Install app</span>
      </button>
      {hintOpen && (
        <p className="install-hint" role="status">
          To install Brick, tap the Share button, then “Add to Home Screen”.
        </p>
      )}
    </>
  );
}
