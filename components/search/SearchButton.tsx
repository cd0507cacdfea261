// The search button of the top bar and the mobile menu: a plain link to the /search/ page, which
// works before and without JavaScript; once the page runs, a plain click opens the dialog instead
// (a click that asks for a new tab or window still follows the link). Its icon comes drawn on the
// server (components/layout/topBarIcons.tsx); the mobile menu's stylesheet shows it larger.
import type { MouseEvent, ReactNode } from 'react';
import { routeUrl, SEARCH_ROUTE } from '@/lib/paths';
import type { SearchButtonTexts } from './searchButtonTexts';

interface SearchButtonProps {
  texts: SearchButtonTexts;
  icon: ReactNode;
  className?: string;
  /** Shows the word beside the icon (the menu); otherwise it is read, not shown. */
  showLabel?: boolean;
  onOpen: () => void;
  /** Hover or focus: a click is likely, so the dialog and the index start loading. */
  onIntent?: () => void;
  /** The route prefix of the page's language: the link goes to its search page. */
  prefix: string;
}

export function SearchButton({ texts, icon, className, showLabel = false, onOpen, onIntent, prefix }: SearchButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      href={routeUrl(prefix, `${SEARCH_ROUTE}/`)}
      className={className}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-keyshortcuts="Control+K Meta+K /"
      title={`${texts.button} (${texts.shortcut})`}
    >
      {icon}
      <span className={showLabel ? undefined : 'visually-hidden'}>{texts.button}</span>
    </a>
  );
}

