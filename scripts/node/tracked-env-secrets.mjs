// A token written into a .env file is safe only while git ignores the file: one `git add -A`
// otherwise commits it, and a push publishes it. The build warns (it does not stop: the secret may
// already be revoked) when a .env* file that git tracks sets a variable named like a secret.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A variable name that holds a secret by its name: GITHUB_TOKEN, API_KEY, DB_PASSWORD, CLIENT_SECRET... */
const SECRET_NAME = /TOKEN|SECRET|KEY|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE/i;
const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/;

/**
 * The variables of a .env text named like a secret and given a value (an empty one is a template).
 * @param {string} text
 * @returns {string[]}
 */
export function secretVariables(text) {
  return text.split(/\r?\n/).flatMap((line) => {
    const match = ASSIGNMENT.exec(line);
    if (!match?.[1] || !SECRET_NAME.test(match[1])) return [];
    const value = (match[2] ?? '').replace(/\s+#.*$/, '').trim().replace(/^(['"])(.*)\1$/, '$2');
    return value ? [match[1]] : [];
  });
}

/**
 * One warning per .env* file of `root` that git tracks and that sets a secret; none outside git.
 * @param {string} root
 * @returns {string[]}
 */
export function trackedEnvSecrets(root) {
  const listed = spawnSync('git', ['ls-files', '-z', '--', '.env*'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) return [];
  return listed.stdout
    .split('\0')
    .filter((file) => file && !file.includes('/'))
    .flatMap((file) => {
      /** @type {string[]} */
      let names = [];
      try {
        names = secretVariables(readFileSync(path.join(root, file), 'utf8'));
      } catch {
        return []; // tracked but deleted from the work tree
      }
      if (names.length === 0) return [];
      return [
        `${file} is tracked by git and sets ${names.join(', ')}: a push publishes ${names.length === 1 ? 'it' : 'them'} with the repository. ` +
          `Move ${names.length === 1 ? 'it' : 'them'} to .env.local (git-ignored), run \`git rm --cached ${file}\`, and revoke any secret that was pushed.`,
      ];
    });
}
