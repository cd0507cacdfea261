import { TechLogo } from '@/components/ui/TechLogo';
import type { HighlightedSnippet } from '@/lib/content/highlight';
import type { TechItem } from '@/lib/model/types';
import type { InterfaceText } from '@/lib/model/interfaceText';
import card from './Card.module.css';
import { CodeHighlights } from './CodeHighlights';
import styles from './Panels.module.css';

interface TechStackPanelProps {
  techStack: TechItem[];
  snippets?: readonly HighlightedSnippet[];
  heading: string;
  codeTexts: InterfaceText['code'];
  /** The names of the technology categories. */
  categoryLabels: InterfaceText['techCategories'];
}

/** A card per technology with its logo (or its category's icon), name and category; then the code. */
export function TechStackPanel({ techStack, snippets = [], heading, codeTexts, categoryLabels }: TechStackPanelProps) {
  return (
    <>
      <h2 className={card.sectionTitle}>{heading}</h2>
      <ul className={styles.techGrid}>
        {techStack.map((tech) => (
          <li key={tech.name} className={`${card.card} ${styles.tech}`}>
            <span className={styles.logo}>
              <TechLogo name={tech.name} category={tech.category} size={32} />
            </span>
            <div>
              <h3 className={styles.techName}>{tech.name}</h3>
              <span className={styles.techCategory}>{categoryLabels[tech.category]}</span>
            </div>
          </li>
        ))}
      </ul>
      <CodeHighlights snippets={snippets} texts={codeTexts} />
    </>
  );
}
