// spec (section 4): how each project status is shown.
import type { ProjectStatus } from './content/types';

export type StatusTone = 'gold' | 'green' | 'blue';
export type StatusIcon = 'activity' | 'check' | 'clock';

export interface StatusLook {
  label: string;
  tone: StatusTone;
  icon: StatusIcon;
}

/** spec: status text with the hyphen replaced by a space, in title case ("In Progress"). */
export function statusLabel(status: string): string {
  return status
    .split('-')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** spec: in-progress gold/activity, completed green/check, anything else blue/clock. */
export function statusLook(status: ProjectStatus | string): StatusLook {
  const label = statusLabel(status);
  if (status === 'in-progress') return { label, tone: 'gold', icon: 'activity' };
  if (status === 'completed') return { label, tone: 'green', icon: 'check' };
  return { label, tone: 'blue', icon: 'clock' };
}
