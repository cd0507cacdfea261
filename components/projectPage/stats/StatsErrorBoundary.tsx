'use client';
// One broken widget must not take the page down: a render error inside is logged and the widget
// is left out; the rest of the page stays as it was.
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown instead of the children after an error; nothing by default. */
  fallback?: ReactNode;
}

export class StatsErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error('Error showing GitHub stats', error);
  }

  render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
