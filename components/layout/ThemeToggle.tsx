'use client';
// The theme switch: three toggle buttons (light, dark, follow the system) in a labelled group; the
// pressed one is the current choice. Used in the top bar and in the mobile menu.
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { ThemeChoice } from '@/components/layout/theme';
import { setThemeChoice, useThemeChoice } from '@/components/layout/useTheme';
import styles from './ThemeToggle.module.css';

const OPTIONS: { choice: ThemeChoice; label: string; Icon: LucideIcon }[] = [
  { choice: 'light', label: 'Light', Icon: Sun },
  { choice: 'dark', label: 'Dark', Icon: Moon },
  { choice: 'system', label: 'System', Icon: Monitor },
];

export function ThemeToggle({ showLabels = false }: { showLabels?: boolean }) {
  const current = useThemeChoice();

  return (
    <div role="group" aria-label="Theme" className={styles.group} data-labels={showLabels ? '' : undefined}>
      {OPTIONS.map(({ choice, label, Icon }) => (
        <button
          key={choice}
          type="button"
          className={styles.option}
          aria-pressed={current === choice}
          title={showLabels ? undefined : label}
          onClick={() => setThemeChoice(choice)}
        >
          <Icon size={16} aria-hidden="true" />
          <span className={showLabels ? undefined : 'visually-hidden'}>{label}</span>
        </button>
      ))}
    </div>
  );
}
