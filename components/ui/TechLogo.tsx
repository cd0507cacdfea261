import { Brain, Cloud, Database, Monitor, Server, Wrench, type LucideIcon } from 'lucide-react';
import { findTechLogo, isDarkColour } from '@/components/ui/techLogos';
import type { TechCategory } from '@/lib/model/types';

const categoryIcons: Record<TechCategory, LucideIcon> = {
  frontend: Monitor,
  backend: Server,
  database: Database,
  ml: Brain,
  cloud: Cloud,
  tools: Wrench,
};

interface TechLogoProps {
  name: string;
  /** Used for the fallback icon when the name has no known logo. */
  category?: TechCategory;
  size?: number;
  className?: string;
}

/** A technology's logo (24 known names), else an icon for its category. Decorative. */
export function TechLogo({ name, category = 'tools', size = 24, className }: TechLogoProps) {
  const logo = findTechLogo(name);
  if (!logo) {
    const Icon = categoryIcons[category];
    return <Icon size={size} className={className} aria-hidden="true" focusable="false" data-logo="category" />;
  }
  const colour = isDarkColour(logo.hex) ? 'currentColor' : `#${logo.hex}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
      fill={colour}
      aria-hidden="true"
      focusable="false"
      data-logo={logo.title}
    >
      <path d={logo.path} />
      {logo.wordmark && (
        <text x="12" y="13" textAnchor="middle" fontSize="10" fontWeight="700" fontFamily="Arial, sans-serif" fill="currentColor">
          {logo.wordmark}
        </text>
      )}
    </svg>
  );
}
