// The site's fixed numbers and names, each in one named place.

// The bar takes its scrolled style once the page has scrolled more than 50 px
export const SCROLL_THRESHOLD_PX = 50;
// Mobile menu items appear staggered by 0.1 s each
export const MENU_STAGGER_S = 0.1;
// Repository responses are cached per owner/repo for 300000 ms
export const REPO_CACHE_MS = 300_000;
// A hung code-hosting API request is aborted after this long and treated as a failure.
export const GITHUB_TIMEOUT_MS = 8000;
// The typing line moves to the next role every 4000 ms.
export const ROLE_ROTATION_MS = 4000;
// The typing line types 80 ms per character.
export const TYPING_MS_PER_CHAR = 80;
// Stat counters animate over 125 steps.
export const COUNTER_STEPS = 125;
// Each counter step lasts 16 ms.
export const COUNTER_STEP_MS = 16;
// The background scene has 20 shapes.
export const BACKGROUND_SHAPE_COUNT = 20;
// The camera follows the mouse with 0.05 easing.
export const CAMERA_EASING = 0.05;
// Background shapes stay within bounds 30 / 20 / 15.
export const BACKGROUND_BOUNDS = { x: 30, y: 20, z: 15 } as const;
// Cards show the first 3 technologies.
export const CARD_TECH_LIMIT = 3;
// Cards show the first 5 tags.
export const CARD_TAG_LIMIT = 5;
// The notes list and each tag page show 10 notes a page unless the owner says otherwise (content/site.ts):
// a list page stays a few kilobytes however many notes there are.
export const NOTES_PER_PAGE = 10;
// The feed carries the 20 newest notes unless the owner says otherwise: readers poll it, so it stays small.
export const FEED_ITEMS = 20;
// Each card enters 0.05 s after the one before it.
export const CARD_STAGGER_S = 0.05;
// The cards a wide screen shows before scrolling, at most: only they rise in and stagger, so a
// long list costs no more animation work than a short one.
export const CARDS_IN_FIRST_VIEW = 12;
// The detail page shows the top 5 languages.
export const TOP_LANGUAGES = 5;
// Duration in months = (end - start) / 30 days.
export const DAYS_PER_MONTH = 30;

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

// Icons of navigation items and social links, mapped to components in components/ui/Icon.tsx.
export const NAV_ICON_NAMES = ['home', 'user', 'briefcase', 'folder', 'mail', 'notebook'] as const;
export type NavIconName = (typeof NAV_ICON_NAMES)[number];
export const SOCIAL_ICON_NAMES = ['github', 'linkedin', 'mail'] as const;
export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number];
