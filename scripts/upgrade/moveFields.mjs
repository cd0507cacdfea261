// Moves fields of an owner's TypeScript content file into another object (for example interface
// wording out of a page's content into content/interface.ts), keeping the owner's comments and
// formatting. The TypeScript compiler's syntax tree says exactly where each field, its comments and
// its comma are; the file is then edited only there, as text, so every other byte stays the owner's.
import ts from 'typescript';

/** @typedef {{ text: string, name: string, object: string }} ContentFile */
/** @typedef {[from: number, insert: string, to: number]} Edit */

/** @type {(name: string, text: string) => ts.SourceFile} */
const parse = (name, text) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/**
 * The object literal a top-level `const name = { … }` (possibly `satisfies`/`as` something) holds.
 * @param {ts.SourceFile} source
 * @param {string} name
 */
function objectOf(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      let value = declaration.initializer;
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value) || ts.isParenthesizedExpression(value))) value = value.expression;
      return value && ts.isObjectLiteralExpression(value) ? value : undefined;
    }
  }
  return undefined;
}

/** @type {(property: ts.PropertyAssignment) => string | undefined} */
const nameOf = (property) => (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined);
/** @type {(object: ts.ObjectLiteralExpression, name: string | undefined) => ts.PropertyAssignment | undefined} */
const propertyOf = (object, name) => object.properties.filter(ts.isPropertyAssignment).find((property) => nameOf(property) === name);
/** @type {(text: string, at: number) => number} */
const lineStart = (text, at) => text.lastIndexOf('\n', at - 1) + 1;
/** @type {(text: string, at: number) => string} */
const indentAt = (text, at) => /^[ \t]*/.exec(text.slice(lineStart(text, at)))?.[0] ?? '';
/** @type {(text: string) => number} the length of the spaces and tabs `text` starts with */
const blanks = (text) => /^[ \t]*/.exec(text)?.[0].length ?? 0;

/**
 * The text span of a property with its own comments and comma, and its text without the indent.
 * @param {string} text
 * @param {ts.PropertyAssignment} property
 */
function spanOf(text, property) {
  const comments = ts.getLeadingCommentRanges(text, property.pos) ?? [];
  const start = comments[0]?.pos ?? property.getStart();
  let end = property.end;
  while (text[end] === ' ' || text[end] === '\t') end += 1;
  if (text[end] === ',') end += 1;
  const trailing = ts.getTrailingCommentRanges(text, end) ?? [];
  const afterComments = trailing.at(-1)?.end ?? end;
  const ownLine = text.slice(lineStart(text, start), start).trim() === '' && /^[ \t]*(\r?\n|$)/.test(text.slice(afterComments));
  const indent = indentAt(text, start);
  const trailingText = text.slice(end, afterComments).trim();
  const body = `${text.slice(start, property.end)},${trailingText ? ` ${trailingText}` : ''}`
    .split('\n')
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
    .join('\n');
  if (!ownLine) return { from: property.getStart(), to: end + blanks(text.slice(end)), body };
  const newline = /^[ \t]*(\r?\n)?/.exec(text.slice(afterComments))?.[0].length ?? 0;
  return { from: lineStart(text, start), to: afterComments + newline, body };
}

/**
 * `body` (lines without indent) written as the last entries of `object` in `text`.
 * @param {string} text
 * @param {ts.ObjectLiteralExpression} object
 * @param {string} body
 */
function insertInto(text, object, body) {
  const close = object.end - 1;
  const last = object.properties.at(-1);
  /** @type {Edit[]} */
  const comma = last && !object.properties.hasTrailingComma ? [[last.end, ',', last.end]] : [];
  if (!text.slice(object.getStart(), close).includes('\n')) {
    // An object written on one line ({} or { a: 'x' }) opens onto lines of its own, one entry a line.
    const indent = indentAt(text, object.getStart());
    const entries = [...object.properties.map((property) => `${property.getText()},`), body].join('\n');
    const lines = entries.split('\n').map((line) => (line ? `${indent}  ${line}` : line)).join('\n');
    return applyEdits(text, [[object.getStart() + 1, `\n${lines}\n${indent}`, close]]);
  }
  const closeIndent = indentAt(text, close);
  const inner = last ? indentAt(text, last.getStart()) : `${closeIndent}  `;
  const lines = body.split('\n').map((line) => (line ? `${inner}${line}` : line)).join('\n');
  const braceOnOwnLine = text.slice(lineStart(text, close), close).trim() === '';
  const at = braceOnOwnLine ? lineStart(text, close) : close;
  const insert = braceOnOwnLine ? `${lines}\n` : `\n${lines}\n${closeIndent}`;
  return applyEdits(text, [...comma, [at, insert, at]]);
}

/**
 * Applies [from, insert, to] edits (replace text[from, to) by insert), last first.
 * @param {string} text
 * @param {Edit[]} edits
 */
function applyEdits(text, edits) {
  let result = text;
  for (const [from, insert, to] of [...edits].sort((a, b) => b[0] - a[0])) result = result.slice(0, from) + insert + result.slice(to);
  return result;
}

/**
 * Moves one field. `source` and `destination` are { text, name, object } (file text, file name for
 * messages, the top-level const holding the object); `field` is the field's name in the source
 * object (or its path through nested objects, e.g. ['callToAction', 'contactLabel']), `to` the path
 * of groups and name in the destination object, e.g. ['experience', 'rolesTitle'].
 * Returns the new texts and whether it moved anything; a field the destination already sets is
 * left there and only removed from the source (the owner's interface wording wins).
 * @param {{ source: ContentFile, destination: ContentFile, field: string | string[], to: string[] }} move
 * @returns {{ source: string, destination: string, moved: boolean }}
 */
export function moveField({ source, destination, field, to }) {
  const sourceFile = parse(source.name, source.text);
  let from = objectOf(sourceFile, source.object);
  if (!from) throw new Error(`${source.name}: no object named ${source.object}`);
  const fieldPath = [field].flat();
  const unchanged = { source: source.text, destination: destination.text, moved: false };
  for (const name of fieldPath.slice(0, -1)) {
    const inner = propertyOf(from, name);
    if (!inner || !ts.isObjectLiteralExpression(inner.initializer)) return unchanged;
    from = inner.initializer;
  }
  const property = propertyOf(from, fieldPath.at(-1));
  if (!property) return unchanged;
  const span = spanOf(source.text, property);
  const newSource = applyEdits(source.text, [[span.from, '', span.to]]);

  let text = destination.text;
  let object = objectOf(parse(destination.name, text), destination.object);
  if (!object) throw new Error(`${destination.name}: no object named ${destination.object}`);
  const groups = to.slice(0, -1);
  const key = to.at(-1) ?? '';
  let body = span.body.replace(new RegExp(`^((?:\\s*(?://[^\\n]*|/\\*[\\s\\S]*?\\*/)\\s*)*)${escapeRegExp(property.name.getText(sourceFile))}`), `$1${key}`);
  for (let depth = 0; depth < groups.length; depth += 1) {
    const group = propertyOf(object, groups[depth]);
    if (!group || !ts.isObjectLiteralExpression(group.initializer)) {
      // The missing groups, written around the field.
      for (const name of [...groups.slice(depth)].reverse()) body = `${name}: {\n${indentLines(body)}\n},`;
      return { source: newSource, destination: insertInto(text, object, body), moved: true };
    }
    object = group.initializer;
  }
  if (propertyOf(object, key)) return { source: newSource, destination: text, moved: true };
  text = insertInto(text, object, body);
  return { source: newSource, destination: text, moved: true };
}

/** @param {string} body */
const indentLines = (body) => body.split('\n').map((line) => (line ? `  ${line}` : line)).join('\n');
/** @param {string} value */
const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
