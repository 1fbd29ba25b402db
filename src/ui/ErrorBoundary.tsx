import { Component, type ReactNode } from 'react';
import { RELOAD, SOMETHING_BROKE } from '../domain/shell-messages';
import { SITE_NOT_FOUND } from '../domain/not-found-messages';

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /**
   * For a part that may go missing without taking its screen along (a site's thumbnail whose
   * kind's code could not be fetched, offline before the app was fully cached): nothing instead.
   */
  quiet?: boolean;
  /** Around the app frame itself (header, status bar, notices): the recovery screen in a page of its own. */
  frame?: boolean;
}

/** A screen that throws shows a way out instead of a blank page. Saved data is untouched. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(this.props.quiet ? 'Brick: a part of the screen could not be shown' : 'Brick screen error', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.quiet) return null;
    // A kind or variant Brick does not have (src/sites/kind-names.ts): nothing is broken, there is no such site.
    if (this.state.error.name === 'UnknownKindError') return <NoSuchSite />;
    if (this.props.frame) {
      return (
        <main className="app-main">
          <BrokenScreen />
        </main>
      );
    }
    return <BrokenScreen />;
  }
}

/**
 * A screen asked for a kind of site Brick does not have (an old or mistyped address). Like
 * BrokenScreen, plain links (a full page load) and no router: the app shell's first chunk keeps
 * react-router beside it (StatePage's router links made the bundler split it out, one more file
 * before "/" shows).
 */
function NoSuchSite() {
  return (
    <section className="state-page">
      <h1>{SITE_NOT_FOUND}</h1>
      <p className="muted">The link may be mistyped, or the site is of a kind this version of Brick does not know.</p>
      <div className="actions">
        <a className="button" href="/dashboard">
          Go to Dashboard
        </a>
      </div>
    </section>
  );
}

/**
 * What a person sees in place of a screen that threw, and in place of the app frame around the
 * screens when the frame itself fails (src/routes.tsx).
 */
export function BrokenScreen() {
  return (
    <section className="state-page" role="alert">
      <h1>{SOMETHING_BROKE}</h1>
      <p>Your saved work is safe on this device. Reloading usually fixes this.</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {RELOAD}
        </button>
        <a className="button button--quiet" href="/">
          Go to the start page
        </a>
      </div>
    </section>
  );
}
