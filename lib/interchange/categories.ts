// Sorting imported names into the site's fixed categories: a technology into a tech category
// (where its chip, icon and skills group go) and a project into a project category (the
// Projects filter). A name no rule knows goes to the catch-all: tools for technologies, web for
// projects; the owner can move it by editing the written file.
import type { ProjectCategory, TechCategory } from '../model/vocabulary';

/** Any of the words, as a whole word: "c++" and "node.js" count, "react" does not match "reactive". */
function anyOf(words: readonly string[]): RegExp {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}+#.])(?:${escaped.join('|')})(?![\\p{L}\\p{N}+#])`, 'iu');
}

const TECH_RULES: Array<[TechCategory, RegExp]> = [
  ['ml', anyOf(['machine learning', 'deep learning', 'ml', 'ai', 'pytorch', 'tensorflow', 'keras', 'scikit-learn', 'sklearn', 'pandas', 'numpy', 'scipy', 'jupyter', 'hugging face', 'llm', 'nlp', 'computer vision', 'opencv', 'xgboost', 'data science', 'statistics', 'r'])],
  ['database', anyOf(['sql', 'postgres', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'mongo', 'mongodb', 'redis', 'cassandra', 'dynamodb', 'elasticsearch', 'neo4j', 'oracle', 'database', 'databases', 'firestore', 'supabase'])],
  ['cloud', anyOf(['aws', 'azure', 'gcp', 'google cloud', 'docker', 'kubernetes', 'k8s', 'terraform', 'ansible', 'heroku', 'vercel', 'netlify', 'cloudflare', 'serverless', 'lambda', 'ci/cd', 'devops', 'linux', 'nginx'])],
  ['frontend', anyOf(['html', 'html5', 'css', 'css3', 'sass', 'scss', 'less', 'javascript', 'typescript', 'react', 'next.js', 'nextjs', 'vue', 'angular', 'svelte', 'tailwind', 'jquery', 'webpack', 'vite', 'redux', 'frontend', 'front-end', 'ui', 'ux', 'figma', 'web development', 'swiftui', 'flutter', 'react native'])],
  ['backend', anyOf(['node', 'node.js', 'nodejs', 'express', 'deno', 'python', 'django', 'flask', 'fastapi', 'java', 'spring', 'kotlin', 'go', 'golang', 'rust', 'c', 'c++', 'c#', '.net', 'php', 'laravel', 'ruby', 'rails', 'scala', 'elixir', 'graphql', 'rest', 'grpc', 'backend', 'back-end', 'api', 'haskell', 'swift'])],
];

/** The tech category of a technology or skill name; unknown names are tools. */
export function techCategoryOf(name: string): TechCategory {
  return TECH_RULES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'tools';
}

const PROJECT_RULES: Array<[ProjectCategory, RegExp]> = [
  ['ml', anyOf(['machine learning', 'deep learning', 'ml', 'ai', 'pytorch', 'tensorflow', 'keras', 'llm', 'nlp', 'neural network', 'jupyter notebook'])],
  ['mobile', anyOf(['android', 'ios', 'mobile', 'swift', 'swiftui', 'kotlin', 'flutter', 'react native', 'dart'])],
  ['data', anyOf(['data', 'etl', 'pipeline', 'analytics', 'dashboard', 'pandas', 'spark', 'sql', 'visualization', 'visualisation', 'r'])],
  ['infrastructure', anyOf(['infrastructure', 'devops', 'kubernetes', 'terraform', 'docker', 'ansible', 'kernel', 'hypervisor', 'operating system', 'compiler', 'cli', 'rust', 'c', 'go', 'shell', 'nix'])],
];

/** The project category that the words describing a project (type, keywords, languages) suggest. */
export function projectCategoryOf(words: readonly string[]): ProjectCategory {
  const text = words.join(' | ');
  return PROJECT_RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'web';
}
