import Link from 'next/link';
import type { SectionText } from '@/lib/model/homeTypes';
import buttons from '@/components/ui/Button.module.css';
import styles from './Collaborate.module.css';

/** The closing call to action, to the contact page. */
export function Collaborate({ heading, intro, action }: SectionText & { action: string }) {
  return (
    <section className={styles.section} aria-labelledby="collaborate-title">
      <div className="container">
        <div className={styles.panel}>
          <h2 id="collaborate-title" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.intro}>{intro}</p>
          <Link href="/contact" prefetch={false} className={buttons.primary}>
            {action}
          </Link>
        </div>
      </div>
    </section>
  );
}
