import type { Comments as CommentsSettings } from '@/lib/model/integrations';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { CommentsFrame } from './CommentsFrame';
import { giscusLang, type GiscusSettings } from './giscusFrame';
import styles from './Comments.module.css';

const SECTION_ID = 'comments';

interface Props {
  comments: CommentsSettings;
  /** The page's language tag: giscus shows its own texts in it. */
  lang: string;
  texts: InterfaceText['addOns'];
  /** The absolute URLs of the site's stylesheets for the frame, one per theme; giscus's own themes without. */
  themes: GiscusSettings['themes'];
}

/**
 * The comments under a note or a project: a heading and, without JavaScript, a link to the
 * repository's discussions; the frame loads when the reader scrolls near it or follows the link.
 * `data-comments` tells the postbuild this page allows the comments frame in its policy.
 */
export function Comments({ comments, lang, texts, themes }: Props) {
  const { host, repo, repoId, category, categoryId, mapping, reactions } = comments;
  return (
    <section data-comments="" id={SECTION_ID} className={`container ${styles.comments}`} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.heading}>
        {texts.commentsHeading}
      </h2>
      <CommentsFrame
        settings={{ host, repo, repoId, category, categoryId, mapping, reactions, lang: giscusLang(lang), ...(themes && { themes }) }}
        discussionsUrl={`https://github.com/${repo}/discussions`}
        texts={{ showComments: texts.showComments, frameTitle: texts.commentsFrameTitle }}
        sectionId={SECTION_ID}
      />
    </section>
  );
}
