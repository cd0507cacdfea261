'use client';
// The listbox of the search dialog: one group per kind of result (its name read as the group's
// label), each option a title and a snippet with the matching words marked.
import type { SearchKind, SearchTexts } from '@/lib/search/searchIndexFile';
import type { SearchAction } from './searchActions';
import type { Segment, ShownHit } from './searchResults';
import styles from './SearchDialog.module.css';

export type OptionSection = { kind: SearchKind; hits: ShownHit[] } | { kind: 'action'; actions: SearchAction[] };

export const optionId = (index: number) => `search-option-${index}`;

interface SearchOptionsProps {
  sections: OptionSection[];
  active: number;
  texts: SearchTexts | undefined;
  label: string;
  onChoose: (index: number) => void;
  onPoint: (index: number) => void;
}

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text));
}

export function SearchOptions({ sections, active, texts, label, onChoose, onPoint }: SearchOptionsProps) {
  let next = 0;
  return (
    <div id="search-listbox" role="listbox" aria-label={label} className={styles.listbox} hidden={!sections.length}>
      {sections.map((section) => (
        <div key={section.kind} role="group" aria-labelledby={`search-group-${section.kind}`} className={styles.group}>
          <div id={`search-group-${section.kind}`} role="presentation" className={styles.groupLabel}>
            {texts?.kinds[section.kind]}
          </div>
          {('hits' in section ? section.hits : section.actions).map((item: ShownHit | SearchAction) => {
            const index = next++;
            const hit = 'document' in item ? item : null;
            return (
              <div
                key={hit ? hit.document.id : (item as SearchAction).id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onClick={() => onChoose(index)}
                onPointerMove={() => index !== active && onPoint(index)}
              >
                {hit ? (
                  <>
                    <span className={styles.title}>
                      <Marked segments={hit.titleSegments} />
                    </span>
                    <span className={styles.snippet}>
                      <Marked segments={hit.snippet} />
                    </span>
                  </>
                ) : (
                  <span className={styles.title}>{(item as SearchAction).label}</span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
