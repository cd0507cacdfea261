// `npm run upgrade`: brings a newer engine into an owner's site, file by file, without losing
// anything of theirs. It finds the engine version the site is built on (the base), merges each
// engine file three ways, lets the sample files the owner never touched follow the new version,
// runs the content migrations, and commits the result only when all of it worked; then it runs the
// owner's gate. docs/upgrade.md describes every step.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArgs } from '../node/cliArgs.mjs';
import { git } from '../node/git.mjs';
import { siteCheckout } from '../node/pathPolicy.mjs';
import { uncommittedChanges } from '../node/uncommittedChanges.mjs';
import { commitUpgrade, applyPlan, pathProblems } from './apply.mjs';
import { findBase } from './baseCommit.mjs';
import { isOwnerFile } from './fileOwner.mjs';
import { pendingMigrations, runMigrations } from './migrate.mjs';
import { planUpgrade } from './plan.mjs';
import { visible, visibleLine } from '../node/terminalText.mjs';
import { changelogSince, conflictLines, migrationLines, planLines } from './report.mjs';
import { reviewCode } from './codeReview.mjs';
import { fail, Stop } from './options.mjs';
import { blob, cloneSource, defaultSource, describeCommit, readEngineFile, resolveCommit, treeOf } from './engineSource.mjs';

const engineRoot = realpathSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));

const { values } = cliArgs('npm run upgrade -- [options]', {
  from: { type: 'string', value: 'git URL or folder', help: 'the engine\'s repository (default: remote "upstream", engine.json\'s "repository" or "origin")' },
  to: { type: 'string', value: 'branch, tag or commit', help: 'the engine version to upgrade to (default: that repository\'s default branch)' },
  'dry-run': { type: 'boolean', help: 'print the plan and change nothing' },
  'no-install': { type: 'boolean', help: 'do not run npm install after the upgrade' },
  'no-gate': { type: 'boolean', help: 'do not run the gate (npm run gate, else npm run check:content && npm run build) afterwards' },
  yes: { type: 'boolean', help: 'go on without asking when the content migrations changed code (content/*.ts), before npm install and the gate' },
  dir: { type: 'string', value: 'site', help: 'the site checkout to upgrade (default: the current folder)' },
});

async function main(options) {
  const siteRoot = siteCheckout(options.dir);
  if (siteRoot instanceof Error) fail(siteRoot.message);
  const changes = uncommittedChanges(siteRoot);
  if (changes.length) {
    fail(`The site has changes that are not committed:\n${changes.slice(0, 20).map((line) => `    ${line}`).join('\n')}\n` +
      'Commit them (or discard them) first: the upgrade commits its result, and going back must lose nothing of yours.');
  }
  try {
    git(siteRoot, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  } catch {
    fail('The site has no commit yet: commit it first, so the upgrade can be undone.');
  }
  const source = options.from ? { from: options.from, how: '--from' } : defaultSource(siteRoot, engineRoot);
  if (!source) fail('Where is the engine? Pass --from <git URL or folder> (docs/upgrade.md), or add it as the remote "upstream".');

  const tmp = mkdtempSync(path.join(tmpdir(), 'upgrade-'));
  try {
    console.log(`Engine: ${source.from} (from ${source.how})`);
    const bare = cloneSource(source.from, tmp);
    const target = resolveCommit(bare, options.to ?? 'HEAD') ?? fail(`${options.to} is not a branch, tag or commit of ${source.from}.`);
    const site = treeOf(siteRoot, 'HEAD');
    const textOf = (gitDir, tree, file) => (tree.has(file) ? blob(gitDir, tree.get(file).oid).toString('utf8') : undefined);
    const base = findBase({ bare, target, siteRoot, siteTree: site, siteEngine: readEngineFile(textOf(siteRoot, site, 'engine.json')) });
    if (!base) fail('No engine commit found to start from: is --from the engine this site was made from?');
    const baseTree = treeOf(bare, base.commit);
    const targetTree = treeOf(bare, target);
    const versionOf = (tree) => readEngineFile(textOf(bare, tree, 'engine.json')).version;
    const [before, after] = [versionOf(baseTree) ?? '(before versions were recorded)', versionOf(targetTree) ?? '(none recorded)'];
    console.log(`Your site is built on ${visibleLine(describeCommit(bare, base.commit))}, engine ${visibleLine(before)}:\n  found because ${base.how}.`);
    console.log(`Upgrading to ${visibleLine(describeCommit(bare, target))}, engine ${visibleLine(after)}.`);

    const plan = planUpgrade({ site, base: baseTree, target: targetTree, siteRoot, bare, tmp });
    // engine.json: the new engine's, with the commit it came from, which the next upgrade starts at.
    const engine = { ...readEngineFile(textOf(bare, targetTree, 'engine.json')), commit: target };
    const engineText = `${JSON.stringify(engine, null, 2)}\n`;
    if (textOf(siteRoot, site, 'engine.json') !== engineText) {
      plan.writes.set('engine.json', { data: Buffer.from(engineText), mode: '100644' });
      (site.has('engine.json') ? plan.lists.updated : plan.lists.added).push('engine.json');
    }
    if (plan.conflicts.length) {
      fail(`\nConflicts: the new engine changes these files where you changed them too. Nothing was changed.\n` +
        `${conflictLines(plan.conflicts).join('\n')}\n` +
        'Make your change again on top of the new version by hand (or undo it), commit, and run the upgrade again.');
    }

    // The plan is read as data: nothing of the new engine has run yet.
    const pending = pendingMigrations(baseTree, targetTree, bare);
    const problems = pathProblems(siteRoot, plan);
    if (problems.length) fail(`\nNothing was changed: these paths cannot be written safely.\n${conflictLines(problems).join('\n')}`);

    const ownerKept = [...site.keys()].filter((file) => isOwnerFile(file) && site.get(file).oid !== baseTree.get(file)?.oid && !plan.writes.has(file)).length;
    console.log(`\nThe plan:\n${planLines(plan, pending, ownerKept).join('\n')}`);
    const changelog = changelogSince(textOf(bare, targetTree, 'CHANGELOG.md'), versionOf(baseTree));
    if (changelog && before !== after) console.log(`\nWhat is new (CHANGELOG.md):\n${visible(changelog).split('\n').map((line) => `  ${line}`).join('\n')}`);
    if (options.dryRun) {
      console.log(pending.length
        ? '\nDry run: nothing was changed, and nothing of the new engine was run (its migrations run only in a real upgrade, sandboxed, on a copy of content/).'
        : '\nDry run: nothing was changed.');
      return;
    }

    if (pending.length) {
      let migrated;
      try {
        migrated = await runMigrations({ pending, plan, site, base: baseTree, siteRoot, bare, target: targetTree, tmp, engineRoot });
        console.log(`\nThe content migrations, run on a copy of content/:\n${migrationLines(migrated.ran).join('\n')}`);
      } catch (error) {
        fail(`\nA content migration failed, so nothing was changed:\n  ${error.message}`);
      }
      if (migrated.conflicts.length) {
        fail('\nConflicts: the content migrations moved your own values where the new version changes the same lines. Nothing was changed.\n' +
          `${conflictLines(migrated.conflicts).join('\n')}\n` +
          'Bring the file to the new shape by hand (docs/upgrade.md lists what each migration does), commit, and run the upgrade again.');
      }
      if (migrated.merged.length) console.log(`\nYour values the migrations moved, merged with the new version of the file:\n${migrated.merged.map((file) => `    ${visibleLine(file)}`).join('\n')}`);
      await reviewCode(migrated.changes, options, tmp);
      const again = pathProblems(siteRoot, plan);
      if (again.length) fail(`\nNothing was changed: these paths cannot be written safely.\n${conflictLines(again).join('\n')}`);
    }
    if (!plan.writes.size && !plan.removes.length) {
      console.log('\nThe site already has this engine: nothing to do.');
      if (source.how.includes('origin')) {
        console.log('If "origin" is your own copy of the site rather than the engine, name the engine: --from <its git URL>, or git remote add upstream <its git URL>.');
      }
      return;
    }

    const previous = git(siteRoot, ['rev-parse', 'HEAD']).trim();
    for (const ident of ['GIT_AUTHOR_IDENT', 'GIT_COMMITTER_IDENT']) {
      try {
        git(siteRoot, ['var', ident]);
      } catch {
        fail('\nNothing was changed: git needs your name and e-mail to commit the upgrade.\n' +
          'Set them with git config user.name "…" and git config user.email "…", then run the upgrade again.');
      }
    }
    applyPlan(siteRoot, plan);
    let commit;
    try {
      commit = commitUpgrade(siteRoot, [...plan.writes.keys(), ...plan.removes], `Upgrade the engine to ${after} (${target.slice(0, 7)})`);
    } catch (error) {
      // Put the site back as it was: the tracked files from git, the new ones removed.
      git(siteRoot, ['reset', '--quiet', '--hard', previous]);
      for (const file of plan.writes.keys()) if (!site.has(file)) rmSync(path.join(siteRoot, ...file.split('/')), { force: true });
      fail(`\nThe commit failed, so the site was put back as it was:\n  ${error.message}`);
    }
    const goBack = `To go back to the site as it was: git reset --hard ${previous.slice(0, 12)}`;
    console.log(`\nCommitted the upgrade as ${commit.slice(0, 12)}. ${goBack}`);

    const run = (command, args) => spawnSync(command, args, { cwd: siteRoot, stdio: 'inherit' }).status === 0;
    if (options.install) {
      console.log('\nnpm install (the new engine\'s dependencies and yours):');
      if (!run('npm', ['install', '--no-audit', '--no-fund'])) fail(`\nnpm install failed (see above). ${goBack}`);
      if (uncommittedChanges(siteRoot, ['package-lock.json']).length) {
        git(siteRoot, ['add', 'package-lock.json']);
        git(siteRoot, ['commit', '--quiet', '--amend', '--no-edit', '--no-verify']);
      }
    } else if (plan.lists.packageKept.some((entry) => /ependencies\./.test(entry))) {
      console.log('\nRun npm install: the lockfile is the new engine\'s and does not list your own dependencies yet.');
    }
    if (options.gate) {
      const merged = JSON.parse(textOf(siteRoot, treeOf(siteRoot, 'HEAD'), 'package.json') ?? '{}');
      const steps = merged.scripts?.gate ? [['run', 'gate']] : [['run', 'check:content'], ['run', 'build']];
      console.log(`\nThe gate: npm ${steps.map((step) => step.join(' ')).join(' && npm ')}`);
      const failed = steps.find((step) => !run('npm', step));
      if (failed) fail(`\nThe gate is red: npm ${failed.join(' ')} failed (see above). Fix what it names, or go back.\n${goBack}`);
      console.log('\nThe gate is green.');
    }
    console.log(`\nUpgraded from engine ${before} to ${after}. ${goBack}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

try {
  await main({
    ...values,
    dir: path.resolve(values.dir ?? '.'),
    dryRun: values['dry-run'],
    install: !values['no-install'],
    gate: !values['no-gate'],
    yes: Boolean(values.yes),
    args: process.argv.slice(2),
  });
} catch (error) {
  // A Stop says itself; anything else (an engine repository that cannot be read, a broken git) is
  // raised before the site is written, so nothing has changed.
  console.error(error instanceof Stop ? error.message : `The upgrade stopped, nothing was changed: ${error.message}`);
  process.exitCode = 1;
}
