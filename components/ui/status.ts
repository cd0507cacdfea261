// How each project status looks; its name is an interface text (status).
import type { ProjectStatus } from '../../lib/model/types';

export type StatusTone = 'gold' | 'green' | 'blue';
export type StatusIcon = 'activity' | 'check' | 'clock';

export interface StatusLook {
  tone: StatusTone;
  icon: StatusIcon;
}

/** In progress gold with an activity icon, completed green with a check, anything else blue with a clock. */
export function statusLook(status: ProjectStatus | string): StatusLook {
  if (status === 'in-progress') return { tone: 'gold', icon: 'activity' };
  if (status === 'completed') return { tone: 'green', icon: 'check' };
  return { tone: 'blue', icon: 'clock' };
}
