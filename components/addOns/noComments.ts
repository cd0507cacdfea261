// Stands in for Comments.tsx in a site whose pages show no comments (next.config.ts's alias, only
// then: no content/integrations.ts, or one without comments). The bundler would otherwise put the
// frame's client code in a chunk that every note and project page loads (it shares one with the
// copy button), and the section's styles in a stylesheet those pages load.
import type { ComponentProps } from 'react';
import type { Comments as Section } from './Comments';

export function Comments(props: ComponentProps<typeof Section>): null {
  void props;
  return null;
}
