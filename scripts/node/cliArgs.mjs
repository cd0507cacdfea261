// A command's flags, read by node:util parseArgs from one declaration that is also its usage: an
// unknown flag, a flag without its value or an argument the command does not take prints what is
// wrong and the usage and exits 2 (the shell's "wrong usage") before the command does anything;
// --help prints the usage and exits 0.
import { parseArgs } from 'node:util';

/** @typedef {{ type: 'string' | 'boolean', help: string, value?: string, whole?: boolean, short?: string }} Flag its `value`: --dir <folder> */

/**
 * `usage`: how the command is run ("npm run import:github -- <user> [options]"). `positionals`: it
 * takes arguments besides flags; `passOn`: those it does not know go on, in `rest`, to a tool it runs.
 * @param {string} usage @param {Record<string, Flag>} flags @param {{ positionals?: boolean, passOn?: boolean, args?: string[] }} [more]
 */
export function cliArgs(usage, flags, { positionals = false, passOn = false, args = process.argv.slice(2) } = {}) {
  /** @type {Record<string, Flag>} */
  const all = { ...flags, help: { type: 'boolean', short: 'h', help: 'print this and stop' } };
  const width = Math.max(...Object.entries(all).map(([name, flag]) => shape(name, flag).length));
  const text = [`Usage: ${usage}`, ...Object.entries(all).map(([name, flag]) => `  ${shape(name, flag).padEnd(width)}  ${flag.help}`)].join('\n');
  const wrongUsage = (/** @type {string} */ message) => {
    console.error(`${message}\n${text}`);
    return process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({ args, options: all, allowPositionals: positionals || passOn, strict: !passOn, tokens: true });
  } catch (error) {
    return wrongUsage(/** @type {Error} */ (error).message);
  }
  // Checked here as well for passOn, where parseArgs takes a missing value as `true` or the next flag as it.
  const own = parsed.tokens.flatMap((token) => (token.kind === 'option' && token.name in flags ? [token] : []));
  for (const token of own) {
    const flag = /** @type {Flag} */ (all[token.name]);
    if (flag.type !== 'string') continue;
    if (!token.value || (!token.inlineValue && token.value.startsWith('-'))) wrongUsage(`${token.rawName} wants a value: ${shape(token.name, flag)}.`);
    else if (flag.whole && !/^\d+$/.test(token.value)) wrongUsage(`${token.rawName} wants a whole number, not ${JSON.stringify(token.value)}.`);
  }
  if (parsed.values.help) {
    console.log(text);
    process.exit(0);
  }
  // What passOn hands on: every argument but this command's flags and their values.
  const taken = new Set(own.flatMap((token) => (token.value !== undefined && !token.inlineValue ? [token.index, token.index + 1] : [token.index])));
  return {
    values: /** @type {Record<string, string | boolean | undefined>} */ (parsed.values),
    positionals: parsed.positionals,
    rest: passOn ? args.filter((_, i) => !taken.has(i)) : [],
    wrongUsage,
  };
}

/** @param {string} name @param {Flag} flag */
function shape(name, flag) {
  return `${flag.short ? `-${flag.short}, ` : ''}--${name}${flag.type === 'string' ? ` <${flag.value ?? 'value'}>` : ''}`;
}
