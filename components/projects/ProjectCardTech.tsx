import type { InterfaceText } from '@/lib/model/interfaceText';
import type { TechItem } from '@/lib/model/types';
import { cardTechnologies } from '@/components/projects/projectCardContent';
import { TechLogo } from '@/components/ui/TechLogo';
import styles from './ProjectCard.module.css';

interface ProjectCardTechProps {
  techStack: readonly TechItem[];
  texts: Pick<InterfaceText['projects'], 'technologiesLabel' | 'moreTechnologies'>;
}

/** A card shows its first 3 technologies, then "+N" for the rest. */
export function ProjectCardTech({ techStack, texts }: ProjectCardTechProps) {
  const { shown, hidden } = cardTechnologies(techStack);
  const hiddenNames = hidden.map((tech) => tech.name).join(', ');
  return (
    <ul className={styles.tech} aria-label={texts.technologiesLabel}>
      {shown.map((tech) => (
        <li key={tech.name} className={styles.techItem}>
          <TechLogo name={tech.name} category={tech.category} size={14} />
          {tech.name}
        </li>
      ))}
      {hidden.length > 0 && (
        // The visible "+N" is terse; screen readers hear the names, sighted mouse users get a tooltip.
        <li className={`${styles.techItem} ${styles.more}`} title={hiddenNames}>
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="visually-hidden">{texts.moreTechnologies(hidden.length, hiddenNames)}</span>
        </li>
      )}
    </ul>
  );
}
