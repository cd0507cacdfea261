// Text from outside (a résumé, an engine's CHANGELOG, commit subjects, migration summaries) is
// printed to the owner's terminal, where an escape sequence could rewrite what is shown, move the
// cursor, set the window title or hide a line. Every control character is shown as \u{…} instead.

// C0 but tab and new line, DEL and C1, and the characters that reorder or hide text (bidi controls).
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** @param {string} c one character */
const escaped = (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`;

/**
 * `text` with its control characters made visible (tab and new line kept, for multi-line text).
 * @param {unknown} text
 */
export function visible(text) {
  return String(text).replace(CONTROL, escaped);
}

/**
 * `text` on one line: new lines and tabs made visible as well.
 * @param {unknown} text
 */
export function visibleLine(text) {
  return visible(text).replace(/[\t\n]/g, escaped);
}
