import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { SectionText } from '@/lib/model/homeTypes';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';
import buttons from '@/components/ui/Button.module.css';
import styles from './Collaborate.module.css';

/** The closing call to action, to the contact page. */
export function Collaborate({ heading, intro, action, untranslated }: SectionText & { action: string; untranslated?: UntranslatedTexts }) {
  return (
    <section className={styles.section} aria-labelledby="collaborate-title">
      <div className="container">
        <div className={styles.panel}>
          <h2 id="collaborate-title" className={styles.heading} {...langAttr(untranslated, 'heading')}>
            {heading}
          </h2>
          <p className={styles.intro} {...langAttr(untranslated, 'intro')}>
            {intro}
          </p>
          <Link href="/contact" prefetch={false} className={buttons.primary} {...langAttr(untranslated, 'action')}>
            {action}
          </Link>
        </div>
      </div>
    </section>
  );
}
