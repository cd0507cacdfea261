import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import { Download, Mail } from '@/components/ui/serverIcons';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { AboutContent } from '@/lib/model/pageTypes';
import buttons from '@/components/ui/Button.module.css';
import styles from './CallToAction.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

interface CallToActionProps {
  block: AboutContent['callToAction'];
  texts: Pick<InterfaceText['about'], 'contactLabel' | 'resumeLabel'>;
  resumeUrl: string;
  /** Its texts shown in the default language (a partial translation). */
  untranslated?: UntranslatedTexts;
}

/** The closing invitation: contact the owner or take the resume. */
export function CallToAction({ block, texts, resumeUrl, untranslated }: CallToActionProps) {
  return (
    <section className={styles.band} aria-labelledby="about-cta">
      <h2 id="about-cta" className={styles.title} {...langAttr(untranslated, 'title')}>
        {block.title}
      </h2>
      <p className={styles.text} {...langAttr(untranslated, 'text')}>
        {block.text}
      </p>
      <div className={styles.actions}>
        <Link href="/contact" prefetch={false} className={buttons.primary}>
          <Mail size={18} aria-hidden="true" />
          {texts.contactLabel}
        </Link>
        <a href={resumeUrl} className={buttons.secondary} download>
          <Download size={18} aria-hidden="true" />
          {texts.resumeLabel}
        </a>
      </div>
    </section>
  );
}
