import 'server-only';
// The build's environment variables, read once through envSchema: a wrong value stops the build
// with one line per variable instead of reaching a page or a policy unchecked.
import { envSchema, type BuildEnv } from '../model/schema';

/** One line per problem: "NAME: what is wrong (got "value")"; the token's value is never printed. */
export function envProblems(source: Record<string, string | undefined>): string[] {
  const result = envSchema.safeParse(source);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const shown = name === 'GITHUB_TOKEN' ? '(hidden)' : JSON.stringify(source[name]);
    return `${name}: ${issue.message} (got ${shown})`;
  });
}

/** The checked environment; throws naming every wrong variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): BuildEnv {
  const problems = envProblems(source);
  if (problems.length) {
    throw new Error(`The build environment (shell or .env files) has ${problems.length === 1 ? 'a problem' : 'problems'}:\n  - ${problems.join('\n  - ')}`);
  }
  return envSchema.parse(source);
}

/** Whether the build fetches repository stats: only when asked, by a token or PRERENDER_STATS=1. */
export function prerenderStatsWanted(env: BuildEnv): boolean {
  return Boolean(env.GITHUB_TOKEN) || env.PRERENDER_STATS === '1';
}
