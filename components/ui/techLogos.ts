// The technologies with a known logo, matched case-insensitively.
// Logos come from simple-icons (data only, tree-shaken); it has no AWS mark, so that one is drawn here.
import {
  siCplusplus,
  siDjango,
  siDocker,
  siFastapi,
  siFlask,
  siGit,
  siGithub,
  siJavascript,
  siMongodb,
  siMysql,
  siNodedotjs,
  siNumpy,
  siPandas,
  siPostgresql,
  siPython,
  siPytorch,
  siR,
  siReact,
  siRedis,
  siScikitlearn,
  siSwift,
  siTensorflow,
  siTypescript,
} from 'simple-icons';
import type { KNOWN_TECH_LOGOS } from '@/lib/model/vocabulary';

export interface TechLogoData {
  title: string;
  /** Brand colour without "#". */
  hex: string;
  /** SVG path data in a 24×24 box. */
  path: string;
  /** Extra wordmark text drawn under the path (AWS only). */
  wordmark?: string;
}

// The AWS "smile" arrow; the wordmark is drawn as text by the component.
const aws: TechLogoData = {
  title: 'AWS',
  hex: 'FF9900',
  path: 'M2.2 16.6c5.6 3.7 14 4 19.3.4.4-.3.8.2.4.6-5.4 4.3-14.6 4.1-20 .1-.4-.4-.1-1.3.3-1.1Zm18.1-1.4c.7-.1 2.4-.2 2.7.3.3.4-.1 2.6-.9 3.6-.2.2-.4.1-.3-.1.3-.8.9-2.5.6-2.9-.3-.4-1.7-.3-2.4-.2-.3 0-.3-.3.3-.7Z',
  wordmark: 'aws',
};

const logos: Record<(typeof KNOWN_TECH_LOGOS)[number], TechLogoData> = {
  python: siPython,
  javascript: siJavascript,
  typescript: siTypescript,
  react: siReact,
  'node.js': siNodedotjs,
  postgresql: siPostgresql,
  mysql: siMysql,
  mongodb: siMongodb,
  redis: siRedis,
  pytorch: siPytorch,
  tensorflow: siTensorflow,
  'scikit-learn': siScikitlearn,
  pandas: siPandas,
  numpy: siNumpy,
  docker: siDocker,
  git: siGit,
  github: siGithub,
  aws,
  fastapi: siFastapi,
  flask: siFlask,
  django: siDjango,
  'c++': siCplusplus,
  swift: siSwift,
  r: siR,
};

/** The logo of a known technology (case-insensitive), or undefined. */
export function findTechLogo(name: string): TechLogoData | undefined {
  const key = name.trim().toLowerCase() as keyof typeof logos;
  return Object.hasOwn(logos, key) ? logos[key] : undefined;
}

/** Brand colours too dark to read on the dark theme are drawn in the text colour instead. */
export function isDarkColour(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance < 0.12;
}
