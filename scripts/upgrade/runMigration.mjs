// Runs one content migration in a child process the upgrade starts under Node's permission model
// (migrate.mjs): it may read the staged engine and its packages and write only its copy of content/.
// Usage: node --permission … runMigration.mjs <migration file> <content folder>
import { pathToFileURL } from 'node:url';

const [file, contentDir] = process.argv.slice(2);
const migration = await import(pathToFileURL(file).href);
if (typeof migration.migrate !== 'function') throw new Error('it exports no migrate(contentDir) function');
await migration.migrate(contentDir);
