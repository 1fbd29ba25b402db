import { useEffect, useState } from 'react';
import { decodeShare, type SharePayload } from '../domain/share-decode';
import { MADE_WITH_BRICK, MAKE_A_COPY, SHARE_DAMAGED, SHARE_UNREACHABLE } from '../domain/site-messages';
import { THEMES, type Theme } from '../domain/vocabulary';
import { loadVariant } from '../sites/kind-loaders';
import { SiteView } from '../sites/SiteView';
import type { SiteType } from '../domain/vocabulary';

type State =
  | { status: 'reading' }
  | { status: 'damaged' }
  | { status: 'unreachable' }
  | { status: 'ready'; kind: SiteType; variant: string; label: string; content: unknown; templateId?: string; theme?: Theme; name?: string; extras?: SharePayload['x'] };

/**
 * Reading a link (decode, fetch its kind's code, validate) starts once per fragment: main.tsx
 * starts it before React's first render, so the kind's chunk is on its way meanwhile.
 */
let started: { fragment: string; reading: Promise<State> } | null = null;
export function startReading(fragment: string): Promise<State> {
  if (started?.fragment !== fragment) started = { fragment, reading: readLink(fragment) };
  return started.reading;
}

async function readLink(fragment: string): Promise<State> {
  const payload = await decodeShare(fragment);
  if (!payload) return { status: 'damaged' };
  const entry = await loadVariant(payload.k, payload.v);
  if (!entry) return { status: 'damaged' };
  const parsed = entry.schema.safeParse(payload.c);
  if (!parsed.success) return { status: 'damaged' };
  const theme = THEMES.find((t) => t === payload.th);
  return { status: 'ready', kind: entry.kind, variant: entry.variant, label: entry.label, content: parsed.data, templateId: payload.t, theme, name: payload.n, extras: payload.x };
}

/** Renders the site carried in the link exactly as its View renders it anywhere else. */
export function ShareViewer({ fragment }: { fragment: string }) {
  const [state, setState] = useState<State>({ status: 'reading' });
  useEffect(() => {
    let live = true;
    startReading(fragment).then(
      (next) => live && setState(next),
      // Decoding never throws; what can fail is fetching the kind's code (offline, first visit).
      () => live && setState({ status: 'unreachable' }),
    );
    return () => {
      live = false;
    };
  }, [fragment]);

  useEffect(() => {
    if (state.status === 'ready' && state.name) document.title = state.name;
  }, [state]);

  if (state.status === 'reading') return null;
  if (state.status === 'damaged' || state.status === 'unreachable') {
    return (
      <main className="share-damaged">
        <p role="alert">{state.status === 'damaged' ? SHARE_DAMAGED : SHARE_UNREACHABLE}</p>
      </main>
    );
  }
  const { kind, variant, label, content, templateId, theme } = state;
  return (
    <>
      <main>
        <SiteView kind={kind} variant={variant} content={content} templateId={templateId} theme={theme} label={state.name ?? label} extras={state.extras} name={state.name} />
      </main>
      <footer className="share-credit">
        <a href="/">{MADE_WITH_BRICK}</a>
        {/* Issue 25: the site in this link becomes the visitor's own draft, after a log-in. */}
        <a className="share-copy" href={`/copy${fragment.startsWith('#') ? fragment : `#${fragment}`}`}>
          {MAKE_A_COPY}
        </a>
      </footer>
    </>
  );
}
