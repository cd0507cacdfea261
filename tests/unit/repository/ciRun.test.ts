/**
 * @jest-environment node
 */
// .ci/run on a machine whose Node is outside package.json's engines: it runs the tests with a
// current Node from the npm registry instead. Node, npm and npx are stand-ins here (they record
// what they are asked and run nothing, but for semver, which is the real one), so the script's own
// decision is what is tested, in a copy of the repository's top with its own package.json.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const { engines, devDependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const semverBin = require.resolve('semver/bin/semver.js', { paths: [ROOT] });

/** Runs .ci/run as if the machine's Node were `version` and engines said `range`; the commands it ran, one a line. */
function ciRunWith(version: string, range: string = engines.node): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'ci-run-'));
  try {
    const bin = path.join(dir, 'bin');
    const log = path.join(dir, 'log');
    mkdirSync(bin);
    cpSync(path.join(ROOT, '.ci/run'), path.join(dir, '.ci/run'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: { node: range }, devDependencies }));
    const script = (body: string) => `#!/bin/sh\n${body}\n`;
    writeFileSync(path.join(bin, 'preload.js'), `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });`);
    writeFileSync(path.join(bin, 'node'), script(`exec "${process.execPath}" --require "${path.join(bin, 'preload.js')}" "$@"`));
    const semver = `case "$2" in semver@*) shift 2; exec "${process.execPath}" "${semverBin}" "$@";; esac`;
    writeFileSync(path.join(bin, 'npx'), script(`echo "npx $*" >> "${log}"\n${semver}\necho "${bin}"`));
    writeFileSync(path.join(bin, 'npm'), script(`echo "npm $*" >> "${log}"; [ "$1" = "--version" ] && echo 10.0.0; exit 0`));
    for (const name of ['node', 'npx', 'npm']) chmodSync(path.join(bin, name), 0o755);
    const run = spawnSync('bash', [path.join(dir, '.ci/run')], {
      encoding: 'utf8',
      env: { PATH: `${bin}:/usr/bin:/bin`, CHROME_PATH: '/usr/bin/true', HOME: bin, NODE_ENV: 'test' },
    });
    expect([run.status, run.stderr]).toEqual([0, '']);
    return readFileSync(log, 'utf8').trim().split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const upgrades = (commands: string[]) => commands.some((line) => /^npx .*node@\d+/.test(line));

describe('.ci/run', () => {
  it(`upgrades a Node older than the engines field (${engines.node}), even a 22 one`, () => {
    for (const version of ['20.11.0', '22.0.0', '22.18.2']) expect([version, upgrades(ciRunWith(version))]).toEqual([version, true]);
  });

  it('keeps a Node the engines field allows, and runs the install and the tests', () => {
    for (const version of ['22.19.0', '24.3.0']) {
      const commands = ciRunWith(version);
      expect([version, upgrades(commands)]).toEqual([version, false]);
      expect(commands).toEqual(expect.arrayContaining(['npm ci', 'npm test']));
    }
  });

  it('reads any range npm reads, not only ">=": a Node between the two lines it allows is upgraded', () => {
    const range = '^22.19.0 || >=24';
    for (const [version, upgraded] of [['22.20.1', false], ['23.5.0', true], ['24.0.0', false], ['22.19.0-rc.1', true]] as const) {
      expect([version, upgrades(ciRunWith(version, range))]).toEqual([version, upgraded]);
    }
  });
});
