'use client';

import { Component, type ReactNode } from 'react';

interface SceneBoundaryProps {
  children: ReactNode;
  onError: () => void;
}

/**
 * Keeps a 3D failure local: without it, an error thrown while creating the WebGL renderer
 * replaces the whole page with Next's error screen. On error it renders nothing, so the
 * gradient behind it stays.
 */
export class SceneBoundary extends Component<SceneBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
