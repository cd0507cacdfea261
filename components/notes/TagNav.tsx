import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { NOTES_ROUTE } from '@/lib/paths';
import styles from './Notes.module.css';

interface TagNavProps {
  tags: ReadonlyArray<{ tag: string; slug: string; count: number }>;
  /** The tag whose page this is; none on the list of all notes. */
  current?: string;
  texts: InterfaceText['notes'];
}

/** The tag filter: one static page per tag, so filtering needs no script. */
export function TagNav({ tags, current, texts }: TagNavProps) {
  return (
    <nav aria-label={texts.tagsLabel} className={styles.tagNav}>
      <ul className={styles.tags}>
        <li>
          <Link href={NOTES_ROUTE} prefetch={false} className={styles.tag} aria-current={current ? undefined : 'page'}>
            {texts.allNotes}
          </Link>
        </li>
        {tags.map(({ tag, slug, count }) => (
          <li key={slug}>
            <Link
              href={`${NOTES_ROUTE}/tag/${slug}`}
              prefetch={false}
              className={styles.tag}
              aria-current={current === slug ? 'page' : undefined}
            >
              {tag} <span className={styles.count}>({count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
