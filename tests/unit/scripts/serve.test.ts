/**
 * @jest-environment node
 */
// The local static server (npm run serve / npm start): it listens on PORT, and a second server on
// the same port stops with one line naming the port instead of an unhandled EADDRINUSE.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '../../../scripts/serve.mjs');
// Each server starts Node and reads the build environment through its schema (TypeScript, stripped
// when loaded): seconds on a busy two-core machine, close to Jest's default limit of five.
jest.setTimeout(30_000);
const dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>served</p>');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function start(
  port: number,
  env: Record<string, string> = {},
): { child: ChildProcess; output: Promise<{ stdout: string; stderr: string; code: number | null }> } {
  const child = spawn(process.execPath, [script, '--dir', dir], { env: { ...process.env, PORT: String(port), ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const output = new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve) =>
    child.on('exit', (code) => resolve({ stdout, stderr, code })),
  );
  return { child, output };
}

function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let seen = '';
    child.stdout?.on('data', (chunk) => {
      seen += String(chunk);
      if (seen.includes('Serving')) resolve(seen);
    });
  });
}

describe('npm run serve', () => {
  let first: ChildProcess | undefined;
  afterEach(() => first?.kill());

  it('serves on the port of PORT, and a second server on that port exits 1 with a one-line message', async () => {
    const port = await freePort();
    const server = start(port);
    first = server.child;
    expect(await listening(server.child)).toContain(`http://127.0.0.1:${port}/`);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(await page.text()).toContain('served');

    const second = await start(port).output;
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Port ${port} is in use: set PORT=`));
    expect(second.stderr).not.toMatch(/at .*\(|EADDRINUSE/);
  });

  it('prints the port it got for PORT=0, and serves under a base path written without its leading slash', async () => {
    const server = start(0, { BASE_PATH: 'portfolio/' });
    first = server.child;
    const address = /http:\/\/127\.0\.0\.1:(\d+)(\S*)/.exec(await listening(server.child));
    expect(Number(address?.[1])).toBeGreaterThan(0);
    expect(address?.[2]).toBe('/portfolio/');
    const page = await fetch(`http://127.0.0.1:${address![1]}/portfolio/`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('served')]);
  });
});
