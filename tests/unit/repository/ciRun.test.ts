/**
 * @jest-environment node
 */
// .ci/run on a machine whose Node is older than package.json's engines: it runs the tests with a
// current Node from the npm registry instead. Node, npm and npx are stand-ins here (they record
// what they are asked and run nothing), so the script's own decision is what is tested.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const engines = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node as string;

/** Runs .ci/run as if the machine's Node were `version`; the commands it ran, one a line. */
function ciRunWith(version: string): string[] {
  const bin = mkdtempSync(path.join(tmpdir(), 'ci-run-'));
  try {
    const log = path.join(bin, 'log');
    const script = (body: string) => `#!/bin/sh\n${body}\n`;
    writeFileSync(path.join(bin, 'preload.js'), `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });`);
    writeFileSync(path.join(bin, 'node'), script(`exec "${process.execPath}" --require "${path.join(bin, 'preload.js')}" "$@"`));
    writeFileSync(path.join(bin, 'npx'), script(`echo "npx $*" >> "${log}"; echo "${bin}"`));
    writeFileSync(path.join(bin, 'npm'), script(`echo "npm $*" >> "${log}"; [ "$1" = "--version" ] && echo 10.0.0; exit 0`));
    for (const name of ['node', 'npx', 'npm']) chmodSync(path.join(bin, name), 0o755);
    const run = spawnSync('bash', [path.join(ROOT, '.ci/run')], {
      encoding: 'utf8',
      env: { PATH: `${bin}:/usr/bin:/bin`, CHROME_PATH: '/usr/bin/true', HOME: bin, NODE_ENV: 'test' },
    });
    expect([run.status, run.stderr]).toEqual([0, '']);
    return readFileSync(log, 'utf8').trim().split('\n');
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

describe('.ci/run', () => {
  it(`upgrades a Node older than the engines field (${engines}), even a 22 one`, () => {
    for (const version of ['20.11.0', '22.0.0', '22.18.2']) {
      expect([version, ciRunWith(version).some((line) => /^npx .*node@\d+/.test(line))]).toEqual([version, true]);
    }
  });

  it('keeps a Node the engines field allows, and runs the install and the tests', () => {
    for (const version of ['22.19.0', '24.3.0']) {
      const commands = ciRunWith(version);
      expect([version, commands.filter((line) => line.startsWith('npx'))]).toEqual([version, []]);
      expect(commands).toEqual(expect.arrayContaining(['npm ci', 'npm test']));
    }
  });
});
