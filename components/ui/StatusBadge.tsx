import type { ComponentType } from 'react';
import { statusLook, type StatusIcon } from '@/components/ui/status';
import type { ProjectStatus } from '@/lib/model/types';
import styles from './StatusBadge.module.css';

/**
 * The three status icons. The caller brings them: the project page's, drawn on the server, come
 * as plain SVG (components/ui/serverIcons.ts); the projects list's cards, drawn in the browser,
 * bring lucide's (./statusIcons.ts). An import of lucide's here would put its runtime in the
 * project page's scripts.
 */
export type StatusIcons = Record<StatusIcon, ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>>;

interface StatusBadgeProps {
  status: ProjectStatus;
  /** The status's name (interface texts: status). */
  label: string;
  icons: StatusIcons;
  className?: string;
}

/** The project status with its colour and icon. */
export function StatusBadge({ status, label, icons, className }: StatusBadgeProps) {
  const look = statusLook(status);
  const Icon = icons[look.icon];
  return (
    <span className={`${styles.badge} ${className ?? ''}`} data-tone={look.tone}>
      <Icon size={14} aria-hidden="true" />
      {label}
    </span>
  );
}
