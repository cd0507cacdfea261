import type { TechItem } from '@/lib/content/types';
import { cardTechnologies } from '@/components/projects/projectCard';
import { TechLogo } from '@/components/ui/TechLogo';
import styles from './ProjectCard.module.css';

/** spec: a card shows its first 3 technologies, then "+N" for the rest. */
export function ProjectCardTech({ techStack }: { techStack: readonly TechItem[] }) {
  const { shown, hidden } = cardTechnologies(techStack);
  return (
    <ul className={styles.tech} aria-label="Technologies">
      {shown.map((tech) => (
        <li key={tech.name} className={styles.techItem}>
          <TechLogo name={tech.name} category={tech.category} size={14} />
          {tech.name}
        </li>
      ))}
      {hidden.length > 0 && (
        // The visible "+N" is terse; screen readers hear the names, sighted mouse users get a tooltip.
        <li className={`${styles.techItem} ${styles.more}`} title={hidden.map((tech) => tech.name).join(', ')}>
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="visually-hidden">
            and {hidden.length} more: {hidden.map((tech) => tech.name).join(', ')}
          </span>
        </li>
      )}
    </ul>
  );
}
