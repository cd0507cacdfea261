// The base path the site is built and served under, as the build environment's schema writes it
// ("/portfolio", or "" at a domain root), from the shell or the .env files like every build step:
// the local server and the checks read it here, next.config.ts from the same schema.
import './load-env.mjs';
import './register-ts.mjs';

const { envProblems, readEnv } = await import('@/lib/content/env');

/** The base path of `value` (default: the environment's BASE_PATH); exits 1 naming a wrong one. */
export function basePathOf(value = process.env.BASE_PATH) {
  const problems = envProblems({ BASE_PATH: value });
  if (problems.length > 0) {
    console.error(`The base path is wrong: ${problems.join('; ')}`);
    process.exit(1);
  }
  return readEnv({ BASE_PATH: value }).BASE_PATH ?? '';
}
