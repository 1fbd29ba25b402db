import { isValidElement, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { SlowLoading } from './SlowLoading';
import { markScreenShown } from '../state/screen-shown';
import { loadAgain } from '../state/load-code';

type Loaded<T> = Promise<{ default: T }>;

/**
 * A screen whose code loads when it is first shown, like React.lazy, but without suspending
 * (issue 38: this halved the slot editor's time to show its blocks):
 * - It can be fetched before it is shown (`preload`): a screen for logged-in people waits for
 *   storage to say who is logged in (RequireUser), and fetching its chunk only then put the two
 *   one after the other.
 * - It never suspends. React.lazy suspends on its first render even when the code is loaded (its
 *   promise settles a microtask later), and React then holds the screen back until 300 ms after
 *   the Suspense fallback showed (its "fallback throttle"): a screen whose code is here renders at
 *   once, one whose code is on its way shows SlowLoading and renders when it arrives.
 * A chunk that fails to load is thrown to the error boundary; the screen's next showing fetches it again.
 * `Pending` (given the same props) shows while the code is on its way: SlowLoading unless told.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyScreen<T extends ComponentType<any>>(load: () => Loaded<T>, Pending?: ComponentType<ComponentProps<T>>) {
  type Props = ComponentProps<T>;
  let code: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  // The last failure and how many there were. The next ask fetches again through loadAgain: at
  // another address where the engine keeps a failed fetch for the page's life. Without it, a
  // server away for a moment, before the service worker held the code, broke the screen until a reload.
  let failed: { error: unknown; tries: number } | null = null;
  const preload = () =>
    (loading ??= (failed ? loadAgain(load, failed.error, failed.tries) : load()).then(
      (module) => {
        failed = null;
        return (code = module.default as ComponentType<Props>);
      },
      (error: unknown) => {
        loading = null;
        failed = { error, tries: (failed?.tries ?? 0) + 1 };
        throw error;
      },
    ));
  function Screen(props: Props) {
    const [shown, setShown] = useState<{ code: ComponentType<Props> | null; error?: Error }>(() => ({ code }));
    useEffect(() => {
      if (shown.code || shown.error) return;
      let live = true;
      preload().then(
        (loaded) => live && setShown({ code: loaded }),
        (error: unknown) => live && setShown({ code: null, error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        live = false;
      };
    }, [shown]);
    const Code = shown.code;
    useEffect(() => {
      if (Code) markScreenShown();
    }, [Code]);
    if (shown.error) throw shown.error;
    if (Code) return <Code {...props} />;
    return Pending ? <Pending {...props} /> : <SlowLoading />;
  }
  return Object.assign(Screen, { preload });
}

/** Starts fetching the screen `node` shows, when it is a lazyScreen. */
export function preloadScreen(node: ReactNode): void {
  if (!isValidElement(node)) return;
  const { preload } = node.type as { preload?: unknown };
  if (typeof preload === 'function') void (preload as () => Promise<unknown>)().catch(() => undefined);
}
