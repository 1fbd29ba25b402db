import { Component, type ReactNode } from 'react';

interface Props {
  /** Whether `children` are drawn from the localStorage mirror (not yet from storage). */
  mirrored: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
  mirrored: boolean;
}

/**
 * Around what a page draws from the localStorage mirror before storage answers (issue 38). The
 * mirror is not validated: what it cannot draw shows nothing until storage answers, and storage's
 * answer is then drawn afresh. Once drawn from storage, an error goes to the boundary above, as
 * anywhere else. The same element either way, so storage's answer updates the page the mirror
 * drew instead of drawing it again (a new element would be a new largest contentful paint).
 */
export class MirrorBoundary extends Component<Props, State> {
  state: State = { error: null, mirrored: this.props.mirrored };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.mirrored === state.mirrored) return null;
    return { mirrored: props.mirrored, error: null };
  }

  componentDidCatch(error: Error) {
    if (this.props.mirrored) console.warn('Brick: the mirror could not draw this page; waiting for storage', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.mirrored) return null;
    throw this.state.error;
  }
}
