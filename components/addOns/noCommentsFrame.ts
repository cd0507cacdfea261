// Stands in for CommentsFrame.tsx in a site whose pages show no comments (next.config.ts's alias,
// only then: no content/integrations.ts, or one without comments): the bundler would otherwise put
// the frame's client code in a chunk that every note and project page loads (it shares one with the
// copy button).
import type { ComponentProps } from 'react';
import type { CommentsFrame as Frame } from './CommentsFrame';

export function CommentsFrame(props: ComponentProps<typeof Frame>): null {
  void props;
  return null;
}
