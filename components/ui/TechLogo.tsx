import { Brain, Cloud, Database, Monitor, Server, Wrench, type LucideIcon } from 'lucide-react';
import { findTechLogo, isDarkColour, type TechLogoData } from '@/components/ui/techLogos';
import type { TechCategory } from '@/lib/content/types';
import styles from './TechLogo.module.css';

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
  /**
   * Draw the logo from the page's <TechLogoSymbols> instead of repeating its path: for lists where
   * the same logos appear on many cards (a path is up to 2 KB, sent once in the HTML and once
   * more in the page data).
   */
  fromSymbol?: boolean;
}

/** The id of a logo's <symbol> in the page. */
const symbolId = (logo: TechLogoData) => `tech-logo-${logo.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function LogoShape({ logo }: { logo: TechLogoData }) {
  return (
    <>
      <path d={logo.path} />
      {logo.wordmark && (
        <text x="12" y="13" textAnchor="middle" fontSize="10" fontWeight="700" fontFamily="Arial, sans-serif" fill="currentColor">
          {logo.wordmark}
        </text>
      )}
    </>
  );
}

/** A technology's logo (24 known names), else an icon for its category. Decorative. */
export function TechLogo({ name, category = 'tools', size = 24, className, fromSymbol = false }: TechLogoProps) {
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
      {fromSymbol ? <use href={`#${symbolId(logo)}`} /> : <LogoShape logo={logo} />}
    </svg>
  );
}

/** Each known logo among `names` once, as a <symbol> the page's TechLogo fromSymbol draws. */
export function TechLogoSymbols({ names }: { names: Iterable<string> }) {
  const logos = new Map<string, TechLogoData>();
  for (const name of names) {
    const logo = findTechLogo(name);
    if (logo) logos.set(symbolId(logo), logo);
  }
  if (logos.size === 0) return null;
  return (
    <svg className={styles.symbols} aria-hidden="true" focusable="false">
      {[...logos].map(([id, logo]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <LogoShape logo={logo} />
        </symbol>
      ))}
    </svg>
  );
}
