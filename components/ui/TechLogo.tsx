import { Brain, Cloud, Database, Monitor, Server, Wrench } from '@/components/ui/serverIcons';
import type { PlainIcon } from './plainIcon';
import { findTechLogo, isDarkColour, type TechLogoData } from '@/components/ui/techLogos';
import type { TechCategory } from '@/lib/model/types';
import styles from './TechLogo.module.css';

const categoryIcons: Record<TechCategory, PlainIcon> = {
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
      <LogoShape logo={logo} />
    </svg>
  );
}

/**
 * How a list's card draws a technology without its shape: the id of the page's <symbol> for it
 * (TechLogoSymbols) and the fill, so the card's data stays a few bytes and its code holds no logos.
 */
export interface TechLogoRef {
  symbol: string;
  fill: string;
  /** The logo's name, or "category" for the category icon of an unknown technology. */
  logo: string;
}

export function techLogoRef(name: string, category: TechCategory = 'tools'): TechLogoRef {
  const logo = findTechLogo(name);
  if (!logo) return { symbol: `tech-category-${category}`, fill: 'none', logo: 'category' };
  return { symbol: symbolId(logo), fill: isDarkColour(logo.hex) ? 'currentColor' : `#${logo.hex}`, logo: logo.title };
}

/** Each shape the given technologies need (logo, else category icon) once, as a <symbol> in the page. */
export function TechLogoSymbols({ techs }: { techs: Iterable<{ name: string; category: TechCategory }> }) {
  const shapes = new Map<string, React.ReactNode>();
  for (const { name, category } of techs) {
    const logo = findTechLogo(name);
    if (logo) shapes.set(symbolId(logo), <LogoShape logo={logo} />);
    else {
      const Icon = categoryIcons[category];
      shapes.set(`tech-category-${category}`, <Icon size={24} aria-hidden="true" focusable="false" />);
    }
  }
  if (shapes.size === 0) return null;
  return (
    <svg className={styles.symbols} aria-hidden="true" focusable="false">
      {[...shapes].map(([id, shape]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          {shape}
        </symbol>
      ))}
    </svg>
  );
}
