import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { pageHref } from '@/lib/paths/pagination';
import { formatText } from '@/lib/format/text';
import styles from './NotePagination.module.css';

interface NotePaginationProps {
  /** The list's own address (page 1), without a trailing slash. */
  base: string;
  page: number;
  total: number;
  texts: Pick<InterfaceText['notes'], 'pagesLabel' | 'newerPage' | 'olderPage' | 'pageNumber'>;
}

/**
 * The links between the pages of a list of notes: newer, every page by number, older. Plain links
 * to prerendered pages, so they work before and without JavaScript. Nothing when there is one page.
 */
export function NotePagination({ base, page, total, texts }: NotePaginationProps) {
  if (total <= 1) return null;
  const numbers = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <nav aria-label={texts.pagesLabel} className={styles.pagination}>
      {page > 1 ? (
        <Link href={pageHref(base, page - 1)} prefetch={false} rel="prev" className={styles.step}>
          <span aria-hidden="true">← </span>
          {texts.newerPage}
        </Link>
      ) : (
        <span className={styles.stepPlaceholder} />
      )}
      <ol className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              href={pageHref(base, number)}
              prefetch={false}
              className={styles.number}
              aria-current={number === page ? 'page' : undefined}
              aria-label={formatText(texts.pageNumber, { page: number, total })}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < total ? (
        <Link href={pageHref(base, page + 1)} prefetch={false} rel="next" className={styles.step}>
          {texts.olderPage}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className={styles.stepPlaceholder} />
      )}
    </nav>
  );
}
