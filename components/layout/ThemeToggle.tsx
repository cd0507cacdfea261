'use client';
// The theme switch: three toggle buttons (light, dark, follow the system) in a labelled group; the
// pressed one is the current choice. Used in the top bar and in the mobile menu. Its icons come
// drawn, in its props (./topBarIcons.tsx: an icon drawn here would put its library in every page's scripts).
import type { ReactNode } from 'react';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { THEME_CHOICES, type ThemeChoice } from '@/components/layout/theme';
import { setThemeChoice, useThemeChoice } from '@/components/layout/useTheme';
import styles from './ThemeToggle.module.css';

export type ThemeTexts = InterfaceText['theme'];

interface ThemeToggleProps {
  texts: ThemeTexts;
  /** Each choice's icon. */
  icons: Record<ThemeChoice, ReactNode>;
  showLabels?: boolean;
}

export function ThemeToggle({ texts, icons, showLabels = false }: ThemeToggleProps) {
  const current = useThemeChoice();

  return (
    <div role="group" aria-label={texts.label} className={styles.group} data-labels={showLabels ? '' : undefined}>
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.option}
          aria-pressed={current === choice}
          title={showLabels ? undefined : texts[choice]}
          onClick={() => setThemeChoice(choice)}
        >
          {icons[choice]}
          <span className={showLabels ? undefined : 'visually-hidden'}>{texts[choice]}</span>
        </button>
      ))}
    </div>
  );
}
