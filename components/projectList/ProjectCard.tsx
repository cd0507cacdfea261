import { memo } from 'react';
import Link from 'next/link';
import { ExternalLink } from 'lucide-react';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@/components/projectList/projectCardContent';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { statusIcons } from '@/components/ui/statusIcons';
import { GitHubIcon } from '@/components/ui/BrandIcons';
import type { CardTexts, ProjectCardItem } from './cardItem';
import styles from './ProjectCard.module.css';
import buttons from '@/components/ui/Button.module.css';

interface ProjectCardProps {
  item: ProjectCardItem;
  /**
   * How urgently the thumbnail loads: "high" for the first card (the likely largest paint on
   * phones), "lazy" for the rest (lazy thumbnails in view on a wide screen still load at once).
   */
  imagePriority?: 'high' | 'lazy';
  texts: CardTexts;
}

/**
 * A project in the Projects list, drawn from its list item: prerendered into the page's HTML, then
 * hydrated and reordered by the list. Its technology logos are the page's symbols
 * (TechLogoSymbols). The title link stretches over the whole card, so clicking anywhere opens the
 * project; View Details and the external links sit above it and stay separately focusable.
 */
// memo: a change of the list's query re-renders the list, not the cards that stay in it.
export const ProjectCard = memo(function ProjectCard({ item, imagePriority = 'lazy', texts }: ProjectCardProps) {
  const href = item.href;
  const titleId = `project-${item.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {/* No srcset on purpose: the 640-px file is already 1.8× a phone's card slot; with a
            1280-px variant offered, a DPR-2 phone took it (33 KB instead of 13 KB per card,
            98 KB instead of 40 KB of images on /projects, measured with scripts/audit/phone-bytes.mjs). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- static export: files are served as they are */}
        <img
          className={styles.thumb}
          src={item.thumbnail}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : undefined}
          decoding="async"
        />
        <StatusBadge status={item.status} label={texts.statuses[item.status]} icons={statusIcons} className={styles.status} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>{texts.categories[item.category]}</span>
          {/* More detail per row in list view: the project's time span. */}
          <span className={styles.listOnly}>{item.period}</span>
        </p>
        <h2 id={titleId} className={styles.title} lang={item.lang?.title}>
          <Link href={href} prefetch={false} className={styles.titleLink}>
            {item.title}
          </Link>
        </h2>
        <p className={`${styles.subtitle} ${styles.listOnly}`} lang={item.lang?.subtitle}>
          {item.subtitle}
        </p>
        <p className={styles.description} lang={item.lang?.description}>
          {item.description}
        </p>
        <ul className={styles.tech} aria-label={texts.technologiesLabel}>
          {item.shownTech.map((tech) => (
            <li key={tech.name} className={styles.techItem}>
              <svg width={14} height={14} viewBox="0 0 24 24" fill={tech.fill} aria-hidden="true" focusable="false" data-logo={tech.logo}>
                <use href={`#${tech.symbol}`} />
              </svg>
              {tech.name}
            </li>
          ))}
          {item.moreTech && (
            // The visible "+N" is terse; screen readers hear the names, sighted mouse users get a tooltip.
            <li className={`${styles.techItem} ${styles.more}`} title={item.moreTech.names}>
              <span aria-hidden="true">+{item.moreTech.count}</span>
              <span className="visually-hidden">{item.moreTech.label}</span>
            </li>
          )}
        </ul>
        <ul className={styles.tags} aria-label={texts.tagsLabel}>
          {item.cardTags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href={href} prefetch={false} className={`${buttons.primary} ${buttons.small}`}>
            {texts.viewDetails}
            <span className="visually-hidden">: {item.title}</span>
          </Link>
          {item.github && (
            <ExternalIconLink href={item.github} label={texts.viewSource} title={item.title} newTab={texts.opensInNewTab}>
              <GitHubIcon size={18} />
            </ExternalIconLink>
          )}
          {item.liveDemo && (
            <ExternalIconLink href={item.liveDemo} label={texts.liveDemo} title={item.title} newTab={texts.opensInNewTab}>
              <ExternalLink size={18} aria-hidden="true" focusable="false" />
            </ExternalIconLink>
          )}
        </div>
      </div>
    </article>
  );
});

interface ExternalIconLinkProps {
  href: string;
  /** The detail page's wording for the link ("View Source", "Live Demo"), shown as a tooltip. */
  label: string;
  title: string;
  /** The new-tab note read after the label. */
  newTab: string;
  children: React.ReactNode;
}

/** An icon link to another site, opened in a new tab without giving it access to this page. */
function ExternalIconLink({ href, label, title, newTab, children }: ExternalIconLinkProps) {
  return (
    <a
      className={styles.iconLink}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${title} ${newTab}`}
      title={label}
    >
      {children}
    </a>
  );
}
