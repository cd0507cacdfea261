import { formatDuration } from '@/lib/dates';
import type { Project } from '@/lib/content/types';
import type { PrerenderedStats } from '@/lib/github';
import { ImageGallery } from './ImageGallery';
import { ImpactList } from './ImpactList';
import { RepositoryStatsCard } from './RepositoryStatsCard';
import card from './Card.module.css';
import styles from './OverviewPanel.module.css';
import { Testimonials } from './Testimonials';

/**
 * spec: long description, gallery, and the Quick Facts / Tags / Repository Languages cards; issue 13:
 * the impact cards after the description and the testimonials after the gallery.
 */
export function OverviewPanel({ project, stats }: { project: Project; stats?: PrerenderedStats }) {
  const paragraphs = project.longDescription.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h2 className={card.sectionTitle}>Overview</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
        <ImpactList impact={project.impact ?? []} />
        <ImageGallery title={project.title} images={project.images} />
        <Testimonials testimonials={project.testimonials ?? []} />
      </div>
      <aside className={styles.sidebar} aria-label="Project facts">
        <section className={card.card} aria-labelledby="quick-facts-heading">
          <h3 id="quick-facts-heading" className={card.cardTitle}>
            Quick Facts
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>Category</dt>
              <dd>{project.category.toUpperCase()}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{formatDuration(project.startDate, project.endDate)}</dd>
            </div>
            <div>
              <dt>Technologies</dt>
              <dd>{project.techStack.length} tools</dd>
            </div>
          </dl>
        </section>
        {project.tags.length > 0 && (
          <section className={card.card} aria-labelledby="tags-heading">
            <h3 id="tags-heading" className={card.cardTitle}>
              Tags
            </h3>
            <ul className={styles.tags}>
              {project.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </section>
        )}
        <RepositoryStatsCard repositoryUrl={project.github} prerendered={stats} />
      </aside>
    </div>
  );
}
