'use client';
// The theme switch: three toggle buttons (light, dark, follow the system) in a labelled group; the
// pressed one is the current choice. Used in the top bar and in the mobile menu.
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { ThemeChoice } from '@/components/layout/theme';
import { setThemeChoice, useThemeChoice } from '@/components/layout/useTheme';
import styles from './ThemeToggle.module.css';

export type ThemeTexts = InterfaceText['theme'];

const OPTIONS: { choice: ThemeChoice; Icon: LucideIcon }[] = [
  { choice: 'light', Icon: Sun },
  { choice: 'dark', Icon: Moon },
  { choice: 'system', Icon: Monitor },
];

export function ThemeToggle({ texts, showLabels = false }: { texts: ThemeTexts; showLabels?: boolean }) {
  const current = useThemeChoice();

  return (
    <div role="group" aria-label={texts.label} className={styles.group} data-labels={showLabels ? '' : undefined}>
      {OPTIONS.map(({ choice, Icon }) => (
        <button
          key={choice}
          type="button"
          className={styles.option}
          aria-pressed={current === choice}
          title={showLabels ? undefined : texts[choice]}
          onClick={() => setThemeChoice(choice)}
        >
          <Icon size={16} aria-hidden="true" />
          <span className={showLabels ? undefined : 'visually-hidden'}>{texts[choice]}</span>
        </button>
      ))}
    </div>
  );
}
