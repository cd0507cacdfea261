// Whose a file is. content/ and public/ are the owner's (their texts, projects, notes, pictures);
// every other file git tracks is the engine's. package.json, the lockfile and engine.json are the
// engine's too but merged specially (the owner's own dependencies and scripts are kept).

/** Whether a path (relative to the site, "/"-separated) is the owner's. */
export function isOwnerFile(file) {
  return file.startsWith('content/') || file.startsWith('public/');
}

/** Whether a path is the engine's. */
export function isEngineFile(file) {
  return !isOwnerFile(file);
}

/** Engine files that are not merged line by line. */
export const SPECIAL_FILES = new Set(['package.json', 'package-lock.json', 'engine.json']);
