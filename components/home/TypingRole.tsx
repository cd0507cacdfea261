'use client';

import { useHydrated } from '@/components/hooks/useHydrated';
import { useReducedMotion } from '@/components/hooks/useReducedMotion';
import { useTypingText } from '@/components/home/useTypingText';
import styles from './TypingRole.module.css';

interface TypingRoleProps {
  roles: string[];
  className?: string;
}

/**
 * The role line. Screen readers get every role as stable text; the typed line is decorative.
 * Under reduced motion, CSS swaps the typed line for all roles at once (no JavaScript needed).
 */
export function TypingRole({ roles, className }: TypingRoleProps) {
  const reduced = useReducedMotion();
  const hydrated = useHydrated();
  const animating = hydrated && !reduced;
  const text = useTypingText(roles, animating);

  return (
    <p className={`${styles.line} ${className ?? ''}`}>
      <span className="visually-hidden">{roles.join(', ')}</span>
      <span className={styles.typed} aria-hidden="true" data-testid="typing-role">
        {text}
        <span className={styles.caret} data-blinking={animating ? '' : undefined} />
      </span>
      <span className={styles.allRoles} aria-hidden="true" data-testid="static-roles">
        {roles.join(' · ')}
      </span>
    </p>
  );
}
