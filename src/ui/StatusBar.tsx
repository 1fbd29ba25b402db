import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useAppStatus } from '../state/app-status';
import { OFFLINE_BADGE, RELOAD, UPDATE_AVAILABLE } from '../domain/shell-messages';
import { reloadToUpdate } from '../pwa';
import { StorageNotices } from './StorageNotices';
import { OutboxIndicator } from './OutboxIndicator';

/**
 * The offline badge and the outbox's state (ui-contract.md, "Always visible"). They come and go
 * while a person works (the network lost, a picture sent), so they hang under the header's edge
 * over the page (src/ui/app.css) and never move it: in the page's flow each one pushed the page
 * down, under a finger about to tap. The header renders them, so they stay with it as it sticks.
 */
export function StatusLine() {
  const online = useAppStatus((s) => s.online);
  const line = useRef<HTMLDivElement>(null);
  useTabsSaidOnTheRoot(line);
  return (
    <div className="header-status" ref={line}>
      {!online && (
        <span className="badge badge--offline" role="status">
          {OFFLINE_BADGE}
        </span>
      )}
      <OutboxIndicator />
    </div>
  );
}

/**
 * Says on the root element whether the tabs show (`data-status-tabs`), for what keeps below them
 * (app.css's --status-tabs). In place of `:root:has(.header-status:not(:empty))`, which Chromium
 * checked again at every change anywhere in the page: each keystroke on a slot page of 500 blocks
 * paid 2-6 ms of style recalculation for it (issue 38's keystroke ratio, 500 blocks / 5).
 */
function useTabsSaidOnTheRoot(line: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = line.current;
    if (!element) return;
    const root = document.documentElement;
    const say = () => root.toggleAttribute('data-status-tabs', element.hasChildNodes());
    say();
    const watch = new MutationObserver(say);
    watch.observe(element, { childList: true });
    return () => {
      watch.disconnect();
      root.removeAttribute('data-status-tabs');
    };
  }, [line]);
}

/** The update notice and the storage notices: rarer, and each asks for a choice; in the page's flow. */
export function StatusBar() {
  const updateReady = useAppStatus((s) => s.updateReady);
  return (
    <>
      {updateReady && (
        <div className="banner" role="status">
          <p>{UPDATE_AVAILABLE}</p>
          <button type="button" className="button" onClick={() => void reloadToUpdate()}>
            {RELOAD}
          </button>
        </div>
      )}
      <StorageNotices />
    </>
  );
}
