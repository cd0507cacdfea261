import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import { ArrowLeft, BookOpen, Calendar, CalendarCheck, ExternalLink, Star } from '@/components/ui/serverIcons';
import { STATUS_ICONS } from './drawnIcons';
import { GitHubIcon } from '@/components/ui/BrandIcons';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatMonthYear } from '@/lib/format/dates';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Project } from '@/lib/model/types';
import styles from './ProjectHero.module.css';
import { formatText } from '@/lib/format/text';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

interface ProjectHeroProps {
  project: Project;
  ui: Pick<InterfaceText, 'project' | 'status' | 'common'>;
  /** The project's texts shown in the default language (a partial translation). */
  untranslated?: UntranslatedTexts;
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

/** The detail hero, a gradient from the project's primary to secondary colour. */
export function ProjectHero({ project, ui, untranslated, locale }: ProjectHeroProps) {
  const { color } = project;
  const texts = ui.project;
  const links = [
    { href: project.liveDemo, label: texts.liveDemo, icon: <ExternalLink size={18} aria-hidden="true" /> },
    { href: project.github, label: texts.viewSource, icon: <GitHubIcon size={18} /> },
    { href: project.documentation, label: texts.documentation, icon: <BookOpen size={18} aria-hidden="true" /> },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));

  return (
    <header
      className={styles.hero}
      style={{ backgroundImage: `linear-gradient(135deg, ${color.primary} 0%, ${color.secondary} 100%)` }}
    >
      <div className={`container ${styles.inner}`}>
        <Link href="/projects" prefetch={false} className={styles.back}>
          <ArrowLeft size={18} aria-hidden="true" />
          {texts.backToProjects}
        </Link>
        <div className={styles.badges}>
          {project.featured && (
            <span className={styles.featured}>
              <Star size={14} aria-hidden="true" />
              {texts.featured}
            </span>
          )}
          <StatusBadge status={project.status} label={ui.status[project.status]} icons={STATUS_ICONS} />
        </div>
        <h1 className={styles.title} {...langAttr(untranslated, 'title')}>
          {project.title}
        </h1>
        <p className={styles.subtitle} {...langAttr(untranslated, 'subtitle')}>
          {project.subtitle}
        </p>
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link, index) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={index === 0 ? styles.primaryLink : styles.link}
                >
                  {link.icon}
                  {link.label}
                  <span className="visually-hidden"> {ui.common.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.dates}>
          <span>
            <Calendar size={16} aria-hidden="true" />
            {formatText(texts.started, { date: formatMonthYear(project.startDate, locale) })}
          </span>
          {project.endDate && (
            <span>
              <CalendarCheck size={16} aria-hidden="true" />
              {formatText(texts.completed, { date: formatMonthYear(project.endDate, locale) })}
            </span>
          )}
        </p>
      </div>
    </header>
  );
}
