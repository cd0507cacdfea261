// The migrated content, merged three ways. A migration runs on the content as the plan leaves it,
// where a file the owner never touched is already the new version's: a label the new sample's
// content/interface.ts already holds would win over the owner's own wording, which the migration
// moves there from a file they did change. So the migrations also run on the owner's content as it
// is and on the content of the release the owner started from, and each file is merged from those
// three: the base is the starting release's content migrated, "yours" the owner's content
// migrated, "theirs" the migrated plan. What the owner changed since the release survives; what the
// new version changed where the owner did not follows it.
import { mergeThreeWay } from './merge.mjs';

/** @param {Buffer | undefined} a @param {Buffer | undefined} b */
const same = (a, b) => (a === undefined || b === undefined ? a === b : a.equals(b));

/**
 * Each content file's bytes after the merge (undefined: the file goes), the files merged from
 * both sides, and the conflicts.
 * @param {{ base: Map<string, Buffer>, yours: Map<string, Buffer>, planned: Map<string, Buffer>, tmp: string }} migrated
 *   the migrated content of the starting release, of the owner's site and of the plan (path → bytes)
 * @returns {{ result: Map<string, Buffer | undefined>, merged: string[], conflicts: { file: string, reason: string }[] }}
 */
export function mergeMigrated({ base, yours, planned, tmp }) {
  const result = new Map();
  const merged = [];
  const conflicts = [];
  for (const file of [...new Set([...base.keys(), ...yours.keys(), ...planned.keys()])].sort()) {
    const [b, ours, theirs] = [base.get(file), yours.get(file), planned.get(file)];
    // The owner's file, migrated, is the release's: the plan says what it becomes.
    if (same(ours, b)) result.set(file, theirs);
    // Only the owner's side differs from the release: theirs it stays.
    else if (same(theirs, b) || same(theirs, ours)) result.set(file, ours);
    // The owner removed it: it stays removed; the plan removed what the owner changed: it stays.
    else if (ours === undefined || theirs === undefined) result.set(file, ours);
    else {
      const outcome = mergeThreeWay({ ours, base: b, theirs, tmp });
      if (outcome.conflict) conflicts.push({ file, reason: `${outcome.conflict} (after the content migrations)` });
      else {
        result.set(file, outcome.merged);
        merged.push(file);
      }
    }
  }
  return { result, merged, conflicts };
}
