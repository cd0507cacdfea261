import { analyticsScript, type Integrations } from '@/lib/model/integrations';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { formatText } from '@/lib/format/text';
// The Contact page's own card styles: a stylesheet of its own here would change how the build
// groups the pages' stylesheets, one more request for About and Contact on every site.
import section from '@/components/about/Section.module.css';

const hostOf = (origin: string) => new URL(origin).host;

/** The privacy lines, written from the owner's add-ons: which provider receives what. Nothing without add-ons. */
export function PrivacyNote({ integrations, texts }: { integrations: Integrations | undefined; texts: InterfaceText['addOns'] }) {
  const analytics = integrations?.analytics && analyticsScript(integrations.analytics);
  const comments = integrations?.comments;
  if (!analytics && !comments) return null;
  return (
    <section className={`container ${section.section}`} aria-labelledby="privacy-title">
      <h2 id="privacy-title" className={section.panelTitle}>
        {texts.privacyHeading}
      </h2>
      {analytics && <p>{formatText(texts.analyticsNote, { provider: analytics.provider, host: analytics.connectOrigins.map(hostOf).join(', ') })}</p>}
      {comments && <p>{formatText(texts.commentsNote, { repo: comments.repo, host: hostOf(comments.host) })}</p>}
    </section>
  );
}
