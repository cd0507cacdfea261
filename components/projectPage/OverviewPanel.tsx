import { formatDuration } from '@/lib/format/dates';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Project } from '@/lib/model/types';
import type { PrerenderedStats } from '@/lib/github/client';
import { ImageGallery } from './ImageGallery';
import { ImpactList } from './ImpactList';
import { RepositoryStatsCard, type RepositoryStatsTexts } from './RepositoryStatsCard';
import { STATS_ICONS } from './drawnIcons';
import card from './Card.module.css';
import styles from './OverviewPanel.module.css';
import { Testimonials } from './Testimonials';
import { formatText } from '@/lib/format/text';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

interface OverviewPanelProps {
  project: Project;
  stats?: PrerenderedStats;
  /** Each screenshot's alt text. */
  alts: string[];
  ui: Pick<InterfaceText, 'project' | 'dates'>;
  statsTexts: RepositoryStatsTexts;
  /** The project's texts shown in the default language (a partial translation). */
  untranslated?: UntranslatedTexts;
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

/**
 * The long description, the gallery, and the Quick Facts / Tags / Repository Languages cards; the
 * impact cards after the description and the testimonials after the gallery.
 */
export function OverviewPanel({ project, stats, alts, ui, statsTexts, untranslated, locale }: OverviewPanelProps) {
  const texts = ui.project;
  const paragraphs = project.longDescription.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h2 className={card.sectionTitle}>{texts.tabs.overview}</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text} {...langAttr(untranslated, 'longDescription')}>
            {paragraph}
          </p>
        ))}
        <ImpactList impact={project.impact ?? []} heading={texts.impact} untranslated={untranslated} />
        <ImageGallery
          images={project.images}
          alts={alts}
          thumbLabels={alts.map((alt) => formatText(texts.showScreenshot, { alt }))}
          chooseLabel={texts.chooseScreenshot}
        />
        <Testimonials testimonials={project.testimonials ?? []} heading={texts.testimonials} untranslated={untranslated} />
      </div>
      <aside className={styles.sidebar} aria-label={texts.factsLabel}>
        <section className={card.card} aria-labelledby="quick-facts-heading">
          <h3 id="quick-facts-heading" className={card.cardTitle}>
            {texts.quickFacts}
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.category}</dt>
              <dd>{project.category.toUpperCase()}</dd>
            </div>
            <div>
              <dt>{texts.duration}</dt>
              <dd>{formatDuration(project.startDate, project.endDate, ui.dates)}</dd>
            </div>
            <div>
              <dt>{texts.technologies}</dt>
              <dd>{formatText(texts.tools, { count: project.techStack.length })}</dd>
            </div>
          </dl>
        </section>
        {project.tags.length > 0 && (
          <section className={card.card} aria-labelledby="tags-heading">
            <h3 id="tags-heading" className={card.cardTitle}>
              {texts.tags}
            </h3>
            <ul className={styles.tags}>
              {project.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </section>
        )}
        <RepositoryStatsCard
          repositoryUrl={project.github}
          prerendered={stats}
          texts={statsTexts}
          locale={locale}
          icons={STATS_ICONS}
        />
      </aside>
    </div>
  );
}
