import { Activity, Check, Clock } from 'lucide-react';
import type { StatusIcons } from './StatusBadge';

/** The status icons of the projects list's cards, which the browser draws (the list loads after the page). */
export const statusIcons: StatusIcons = { activity: Activity, check: Check, clock: Clock };
