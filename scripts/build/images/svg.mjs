// Tiny SVG building blocks for the generated screenshots: strings in, strings out.
export const W = 1280;
export const H = 800;
export const CHROME = 44; // height of the browser bar drawn above every screen
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

export function esc(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrs(map) {
  return Object.entries(map)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${esc(v)}"`)
    .join(' ');
}

export function rect(x, y, w, h, { fill = 'none', rx = 0, stroke, strokeWidth, opacity } = {}) {
  return `<rect ${attrs({ x, y, width: w, height: h, rx, fill, stroke, strokeWidth, opacity })}/>`;
}

export function circle(cx, cy, r, { fill = 'none', stroke, strokeWidth, opacity } = {}) {
  return `<circle ${attrs({ cx, cy, r, fill, stroke, strokeWidth, opacity })}/>`;
}

export function line(x1, y1, x2, y2, { stroke = '#000', strokeWidth = 1, opacity, dash } = {}) {
  return `<line ${attrs({ x1, y1, x2, y2, stroke, strokeWidth, opacity, strokeDasharray: dash })}/>`;
}

export function text(x, y, value, { size = 14, weight = 400, fill = '#000', anchor = 'start', mono = false, opacity } = {}) {
  const family = mono ? MONO : FONT;
  // Monospaced lines keep their runs of spaces (log and console columns).
  const space = mono ? ' xml:space="preserve"' : '';
  return `<text${space} ${attrs({ x, y, fontSize: size, fontWeight: weight, fill, textAnchor: anchor, fontFamily: family, opacity })}>${esc(value)}</text>`;
}

/** A rounded pill with centred text, e.g. a tag or a status. */
export function pill(x, y, label, { fill, color, size = 12, padding = 10, height = 22 } = {}) {
  const width = Math.round(label.length * size * 0.58 + padding * 2);
  return {
    width,
    svg: rect(x, y, width, height, { fill, rx: height / 2 }) + text(x + width / 2, y + height / 2 + size * 0.36, label, { size, fill: color, anchor: 'middle', weight: 700 }),
  };
}

/** Pills laid out left to right. */
export function pills(x, y, labels, style) {
  let cursor = x;
  return labels
    .map((label) => {
      const { width, svg } = pill(cursor, y, label, style);
      cursor += width + 8;
      return svg;
    })
    .join('');
}

/** A card: rounded panel with an optional title. */
export function panel(x, y, w, h, theme, title) {
  return (
    rect(x, y, w, h, { fill: theme.panel, rx: 10, stroke: theme.border, strokeWidth: 1 }) +
    (title ? text(x + 20, y + 32, title, { size: 16, weight: 700, fill: theme.text }) : '')
  );
}

/** A metric card: label over a large value, with an optional coloured delta. */
export function statCard(x, y, w, theme, { label, value, delta, deltaColor }) {
  return (
    panel(x, y, w, 96, theme) +
    text(x + 20, y + 32, label, { size: 13, fill: theme.muted }) +
    text(x + 20, y + 70, value, { size: 28, weight: 700, fill: theme.text }) +
    (delta ? text(x + w - 20, y + 70, delta, { size: 14, weight: 700, fill: deltaColor ?? theme.accent, anchor: 'end' }) : '')
  );
}

/** A table with a header row; rows are arrays of strings or { text, fill } cells. */
export function table(x, y, w, theme, { columns, rows, rowHeight = 40, align = [] }) {
  const widths = columns.map((c) => c.width);
  const total = widths.reduce((a, b) => a + b, 0);
  const scale = w / total;
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0) * scale);
  const cellX = (i) => (align[i] === 'end' ? lefts[i] + widths[i] * scale - 16 : lefts[i] + 16);
  const header = columns.map((c, i) => text(cellX(i), y + 26, c.label, { size: 12, weight: 700, fill: theme.muted, anchor: align[i] ?? 'start' })).join('');
  const body = rows
    .map((row, r) => {
      const top = y + 40 + r * rowHeight;
      const stripe = r % 2 === 1 ? rect(x, top, w, rowHeight, { fill: theme.stripe }) : '';
      const cells = row
        .map((cell, i) => {
          const c = typeof cell === 'string' ? { text: cell } : cell;
          return text(cellX(i), top + rowHeight / 2 + 5, c.text, { size: 14, fill: c.fill ?? theme.text, weight: c.weight ?? 400, anchor: align[i] ?? 'start' });
        })
        .join('');
      return stripe + cells;
    })
    .join('');
  return line(x, y + 40, x + w, y + 40, { stroke: theme.border }) + header + body;
}

/** The browser window every screenshot sits in: bar with dots and the page address. */
export function browser(theme, url, body) {
  return svgDoc(
    W,
    H,
    rect(0, 0, W, H, { fill: theme.bg }) +
      rect(0, 0, W, CHROME, { fill: theme.chrome }) +
      circle(22, 22, 6, { fill: '#ef4444', opacity: 0.8 }) +
      circle(42, 22, 6, { fill: '#f59e0b', opacity: 0.8 }) +
      circle(62, 22, 6, { fill: '#22c55e', opacity: 0.8 }) +
      rect(320, 10, 640, 24, { fill: theme.address, rx: 12 }) +
      text(640, 27, url, { size: 13, fill: theme.muted, anchor: 'middle' }) +
      body,
  );
}

/** A left navigation column with the app name and its sections. */
export function sidebar(theme, { brand, items, active, width = 220 }) {
  const top = CHROME;
  const entries = items
    .map((item, i) => {
      const y = top + 96 + i * 44;
      const on = i === active;
      return (
        (on ? rect(12, y - 26, width - 24, 38, { fill: theme.accentSoft, rx: 8 }) : '') +
        rect(28, y - 14, 14, 14, { fill: on ? theme.accent : theme.muted, rx: 3, opacity: on ? 1 : 0.5 }) +
        text(54, y - 2, item, { size: 15, weight: on ? 700 : 400, fill: on ? theme.text : theme.muted })
      );
    })
    .join('');
  return (
    rect(0, top, width, H - top, { fill: theme.side }) +
    line(width, top, width, H, { stroke: theme.border }) +
    rect(24, top + 24, 28, 28, { fill: theme.accent, rx: 7 }) +
    text(62, top + 44, brand, { size: 18, weight: 700, fill: theme.text }) +
    entries
  );
}

export function svgDoc(width, height, content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}
