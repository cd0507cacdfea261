import { Activity, Check, Clock } from 'lucide-react';
import { statusLook } from '@/components/ui/status';
import type { ProjectStatus } from '@/lib/model/types';
import styles from './StatusBadge.module.css';

const icons = { activity: Activity, check: Check, clock: Clock } as const;

interface StatusBadgeProps {
  status: ProjectStatus;
  /** The status's name (interface texts: status). */
  label: string;
  className?: string;
}

/** The project status with its colour and icon. */
export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const look = statusLook(status);
  const Icon = icons[look.icon];
  return (
    <span className={`${styles.badge} ${className ?? ''}`} data-tone={look.tone}>
      <Icon size={14} aria-hidden="true" />
      {label}
    </span>
  );
}
