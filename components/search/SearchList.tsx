// The /search/ page's list: every document of the search index under the name of its kind, each a
// link with its summary. It is the search without JavaScript, and a site map with it.
import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import { SEARCH_KINDS, type SearchDocument, type SearchTexts } from '@/lib/search/searchIndexFile';
import styles from './SearchList.module.css';

interface SearchListProps {
  documents: readonly SearchDocument[];
  kinds: SearchTexts['kinds'];
}

export function SearchList({ documents, kinds }: SearchListProps) {
  return SEARCH_KINDS.map((kind) => {
    const ofKind = documents.filter((document) => document.kind === kind);
    if (!ofKind.length) return null;
    return (
      <section key={kind} className={styles.section} aria-labelledby={`search-list-${kind}`}>
        <h2 id={`search-list-${kind}`} className={styles.heading}>
          {kinds[kind]}
        </h2>
        <ul className={styles.list}>
          {ofKind.map((document) => (
            <li key={document.id} className={styles.item}>
              <Link href={document.url} prefetch={false} className={styles.link}>
                {document.title}
              </Link>
              <p className={styles.summary}>{document.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
