import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { House } from '@lucide/icons';
import { plain } from '@/components/ui/plainIcon';
import * as serverIcons from '@/components/ui/serverIcons';

// The same attributes in the same order, the same outline: an icon a server component draws (from
// @lucide/icons' data) looks as lucide-react, which the browser's components use, draws it.
const cases = [
  { 'aria-hidden': 'true' as const, size: 16, focusable: 'false' as const },
  { size: 20, className: 'card-icon lucide' },
  {},
];
const lucideIcon = (name: string) => (lucide as unknown as Record<string, lucide.LucideIcon>)[name]!;

describe('plain icons', () => {
  it('draws an icon with aliases (house, also "home") as lucide draws it', () => {
    const Drawn = plain(House);
    for (const props of cases) expect(renderToStaticMarkup(<Drawn {...props} />)).toBe(renderToStaticMarkup(<lucide.House {...props} />));
  });

  it.each(Object.keys(serverIcons))('draws %s, which server components use, as lucide draws it', (name) => {
    const Drawn = serverIcons[name as keyof typeof serverIcons];
    const Lucide = lucideIcon(name);
    for (const props of cases) {
      const markup = renderToStaticMarkup(<Drawn {...props} />);
      expect(markup).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
      expect(markup).toBe(renderToStaticMarkup(<Lucide {...props} />));
    }
  });
});
