// The names the owner's content may use: icons, categories, statuses and the technologies with a logo.

// Metric and feature icon names; "zap" is the default.
export const ICON_NAMES = [
  'bar-chart',
  'zap',
  'activity',
  'users',
  'server',
  'database',
  'search',
  'check',
  'dollar-sign',
  'target',
  'cpu',
  'calendar',
  'rewind',
  'trending-up',
  'calculator',
  'clock',
  'pie-chart',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
export const DEFAULT_ICON: IconName = 'zap';

// Tech categories.
export const TECH_CATEGORIES = ['frontend', 'backend', 'database', 'ml', 'cloud', 'tools'] as const;
export type TechCategory = (typeof TECH_CATEGORIES)[number];

// Project categories.
export const PROJECT_CATEGORIES = ['ml', 'web', 'infrastructure', 'data', 'mobile'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

// Project statuses.
export const PROJECT_STATUSES = ['in-progress', 'completed', 'maintained'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

// Technologies with a known logo (matched case-insensitively).
export const KNOWN_TECH_LOGOS = [
  'python',
  'javascript',
  'typescript',
  'react',
  'node.js',
  'postgresql',
  'mysql',
  'mongodb',
  'redis',
  'pytorch',
  'tensorflow',
  'scikit-learn',
  'pandas',
  'numpy',
  'docker',
  'git',
  'github',
  'aws',
  'fastapi',
  'flask',
  'django',
  'c++',
  'swift',
  'r',
] as const;

// Icons of navigation items and social links, drawn by components/layout/topBarIcons.tsx.
export const NAV_ICON_NAMES = ['home', 'user', 'briefcase', 'folder', 'mail', 'notebook'] as const;
export type NavIconName = (typeof NAV_ICON_NAMES)[number];
export const SOCIAL_ICON_NAMES = ['github', 'linkedin', 'mail'] as const;
export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number];
