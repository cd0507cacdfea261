'use client';
// The search dialog, loaded by the top bar on its first opening: a modal <dialog> (the rest of the
// page inert, Escape closes it) holding the WAI-ARIA combobox pattern: a text field that owns a
// listbox of results grouped by kind; arrows move the active option, Enter opens it. Focus goes
// back where it was when the dialog closes.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import type { SearchIndexFile } from '@/lib/search/searchIndexFile';
import { routeUrl } from '@/lib/paths';
import { fillTemplate } from '@/lib/format/text';
import { setThemeChoice, useThemeChoice } from '@/components/layout/useTheme';
import { createSearchEngine, type SearchEngine, type SearchHit } from './searchEngine';
import { countText, groupHits, shownHit } from './searchResults';
import { matchingActions, searchActions, type SearchAction } from './searchActions';
import { loadSearchIndex } from './loadSearchIndex';
import { SearchOptions, optionId, type OptionSection } from './SearchOptions';
import type { SearchButtonTexts } from './searchButtonTexts';
import buttons from '@/components/ui/Button.module.css';
import styles from './SearchDialog.module.css';

interface SearchDialogProps {
  initialQuery: string;
  /** The words needed before the index (which brings the others) arrives. */
  texts: SearchButtonTexts;
  onClose: () => void;
  /** Goes to a route of the site (the top bar's router: this chunk stays free of Next's own code). */
  onNavigate: (url: string) => void;
  /** The route prefix of the page's language ("", "/es"): its index and its search page. */
  prefix: string;
}

type Loaded = { index: SearchIndexFile; engine: SearchEngine };
const engines = new WeakMap<SearchIndexFile, SearchEngine>();

async function loadSearch(prefix: string): Promise<Loaded> {
  const index = await loadSearchIndex(prefix);
  if (!engines.has(index)) engines.set(index, createSearchEngine(index));
  return { index, engine: engines.get(index)! };
}

/** Fetches the index ahead of the first opening (hover or focus of the search button). */
export function preloadSearch(prefix: string): void {
  loadSearch(prefix).catch(() => undefined);
}

export function SearchDialog({ initialQuery, texts, onClose, onNavigate, prefix }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [message, setMessage] = useState('');
  const theme = useThemeChoice();

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement;
    dialog?.showModal();
    inputRef.current?.focus();
    return () => {
      dialog?.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    let current = true;
    loadSearch(prefix).then(
      (search) => current && setLoaded(search),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [prefix]);

  const ready = typeof loaded === 'object' ? loaded : null;
  const sections = useMemo((): OptionSection[] => {
    if (!ready) return [];
    const actions = matchingActions(searchActions(ready.index, theme), query);
    const actionSection = actions.length ? [{ kind: 'action' as const, actions }] : [];
    const results = groupHits(ready.engine.search(query)).map((group) => ({ kind: group.kind, hits: group.hits.map(shownHit) }));
    return query.trim() ? [...results, ...actionSection] : actionSection;
  }, [ready, theme, query]);
  const options: Array<SearchHit | SearchAction> = sections.flatMap(
    (section): Array<SearchHit | SearchAction> => ('hits' in section ? section.hits : section.actions),
  );
  const current = Math.min(active, options.length - 1);
  const hitCount = sections.reduce((sum, section) => sum + ('hits' in section ? section.hits.length : 0), 0);

  const run = (action: SearchAction) => {
    if (!ready) return;
    const said = ready.index.texts.actions;
    if (action.type === 'go') go(action.url);
    if (action.type === 'theme') {
      setThemeChoice(action.choice);
      setMessage(fillTemplate(said.themeDone, { theme: ready.index.texts.themes[action.choice] }));
    }
    if (action.type === 'copy-email') {
      const email = ready.index.email;
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(email))
        .then(
          () => setMessage(fillTemplate(said.copied, { email })),
          () => setMessage(fillTemplate(said.copyFailed, { email })),
        );
    }
    if (action.type === 'download-resume') {
      const link = Object.assign(document.createElement('a'), { href: ready.index.resumeUrl, download: '' });
      link.click();
      setMessage(said.downloading);
    }
  };
  const go = (url: string) => {
    onClose();
    onNavigate(url);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if ('document' in option) go(option.document.url);
    else run(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step && options.length) {
      event.preventDefault();
      const next = (current + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && options.length) {
      event.preventDefault();
      choose(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const indexTexts = ready?.index.texts;
  const status =
    loaded === 'loading' ? texts.loading : loaded === 'failed' ? texts.failed : message || (indexTexts ? countText(indexTexts, query, hitCount) : '');

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="search-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialogRef.current && onClose()}
    >
      <div className={styles.panel}>
        <h2 id="search-title" className="visually-hidden">
          {texts.title}
        </h2>
        <div className={styles.field}>
          <Search size={20} aria-hidden="true" className={styles.icon} />
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={texts.inputLabel}
            aria-expanded={options.length > 0}
            aria-controls="search-listbox"
            aria-autocomplete="list"
            aria-activedescendant={options.length ? optionId(current) : undefined}
            placeholder={texts.placeholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setMessage('');
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={`${buttons.iconFrame} ${styles.close}`} onClick={onClose} aria-label={texts.close}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <SearchOptions
          sections={sections}
          active={current}
          texts={indexTexts}
          label={indexTexts?.resultsLabel ?? texts.title}
          onChoose={choose}
          onPoint={setActive}
        />
        <p className={styles.status} role="status">
          {status}
          {loaded === 'failed' && (
            <>
              {' '}
              <a href={routeUrl(prefix, '/search/')}>{texts.openPage}</a>
            </>
          )}
        </p>
        {indexTexts && <p className={styles.hint}>{indexTexts.hint}</p>}
      </div>
    </dialog>
  );
}
