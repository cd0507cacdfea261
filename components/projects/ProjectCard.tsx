import Link from 'next/link';
import { ExternalLink } from 'lucide-react';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Project } from '@/lib/model/types';
import { asset } from '@/lib/paths';
import { formatDateRange } from '@/lib/dates';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, cardTags } from '@/components/projects/projectCardContent';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { GitHubIcon } from '@/components/ui/BrandIcons';
import { ProjectCardTech } from './ProjectCardTech';
import styles from './ProjectCard.module.css';
import buttons from '@/components/ui/Button.module.css';

interface ProjectCardProps {
  project: Project;
  /**
   * How urgently the thumbnail loads: "high" for the first card (the likely largest paint on
   * phones), "eager" for the rest of the first row, "lazy" below the fold.
   */
  imagePriority?: 'high' | 'eager' | 'lazy';
  ui: Pick<InterfaceText, 'projects' | 'project' | 'status' | 'dates' | 'common'>;
}

/**
 * A project in the Projects list. Server-rendered: the list's client component only reorders
 * these. The title link stretches over the whole card, so clicking anywhere opens the project;
 * View Details and the external links sit above it and stay separately focusable.
 */
export function ProjectCard({ project, imagePriority = 'lazy', ui }: ProjectCardProps) {
  const texts = ui.projects;
  const href = `/projects/${project.id}`;
  const titleId = `project-${project.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {/* No srcset on purpose: the 640-px file is already 1.8× a phone's card slot; with a
            1280-px variant offered, a DPR-2 phone took it (33 KB instead of 13 KB per card,
            98 KB instead of 40 KB of images on /projects, measured with scripts/audit/phone-bytes.mjs). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- static export: files are served as they are */}
        <img
          className={styles.thumb}
          src={asset(project.thumbnail)}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : undefined}
          decoding="async"
        />
        <StatusBadge status={project.status} label={ui.status[project.status]} className={styles.status} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>{texts.categories[project.category]}</span>
          {/* More detail per row in list view: the project's time span. */}
          <span className={styles.listOnly}>{formatDateRange(project.startDate, project.endDate, ui.dates.present)}</span>
        </p>
        <h2 id={titleId} className={styles.title}>
          <Link href={href} prefetch={false} className={styles.titleLink}>
            {project.title}
          </Link>
        </h2>
        <p className={`${styles.subtitle} ${styles.listOnly}`}>{project.subtitle}</p>
        <p className={styles.description}>{project.description}</p>
        <ProjectCardTech techStack={project.techStack} texts={texts} />
        <ul className={styles.tags} aria-label={texts.tagsLabel}>
          {cardTags(project.tags).map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href={href} prefetch={false} className={`${buttons.primary} ${buttons.small}`}>
            {texts.viewDetails}
            <span className="visually-hidden">: {project.title}</span>
          </Link>
          {project.github && (
            <ExternalIconLink href={project.github} label={ui.project.viewSource} title={project.title} newTab={ui.common.opensInNewTab}>
              <GitHubIcon size={18} />
            </ExternalIconLink>
          )}
          {project.liveDemo && (
            <ExternalIconLink href={project.liveDemo} label={ui.project.liveDemo} title={project.title} newTab={ui.common.opensInNewTab}>
              <ExternalLink size={18} aria-hidden="true" focusable="false" />
            </ExternalIconLink>
          )}
        </div>
      </div>
    </article>
  );
}

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
