// Deterministic chart data and chart drawings for the mock-ups.
import { line, rect, text } from './svg.mjs';

/** A seeded pseudo-random generator (mulberry32): the same images on every run. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random walk of n points starting at `start`, with a drift and a volatility per step. */
export function walk(random, n, start, { drift = 0, vol = 1 } = {}) {
  const points = [start];
  for (let i = 1; i < n; i += 1) points.push(points[i - 1] * (1 + drift + (random() - 0.5) * vol));
  return points;
}

/** A daily-shaped load curve: night trough, morning ramp, evening peak. */
export function dailyLoad(hours, base, random, noise = 0.03) {
  return Array.from({ length: hours }, (_, h) => {
    const hour = h % 24;
    const shape = 0.78 + 0.14 * Math.sin(((hour - 7) / 24) * 2 * Math.PI) + 0.1 * Math.exp(-((hour - 18.5) ** 2) / 6);
    return base * shape * (1 + (random() - 0.5) * noise);
  });
}

/** Tilts a series so it ends exactly at `target`, keeping its wiggles: numbers and charts agree. */
export function endAt(values, target) {
  const n = values.length;
  const ratio = target / values[n - 1];
  return values.map((v, i) => v * ratio ** (i / (n - 1)));
}

export function movingAverage(values, window) {
  return values.map((_, i) => {
    const slice = values.slice(Math.max(0, i - window + 1), i + 1);
    return slice.reduce((a, b) => a + b, 0) / slice.length;
  });
}

function scaler(values, y, h, pad = 0.08) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  return (v) => y + h - ((v - min + span * pad) / (span * (1 + 2 * pad))) * h;
}

/** The values at the grid lines of a chart drawn over `values` (top to bottom), for axis labels. */
export function ticks(values, rows, format, pad = 0.08) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const top = max + span * pad;
  const step = (span * (1 + 2 * pad)) / rows;
  return Array.from({ length: rows + 1 }, (_, i) => format(top - i * step));
}

/** Horizontal grid lines with optional labels on the left. */
export function grid(x, y, w, h, theme, { rows = 4, labels } = {}) {
  return Array.from({ length: rows + 1 }, (_, i) => {
    const gy = y + (h / rows) * i;
    return line(x, gy, x + w, gy, { stroke: theme.border, opacity: 0.7 }) + (labels ? text(x - 8, gy + 4, labels[i] ?? '', { size: 11, fill: theme.muted, anchor: 'end' }) : '');
  }).join('');
}

/**
 * Line chart of several series on one scale. A series: { values, color, width, area, dash }.
 * `band` draws a shaded range between two value arrays (prediction intervals).
 */
export function lineChart(x, y, w, h, series, { band, domain } = {}) {
  const all = domain ?? series.flatMap((s) => s.values).concat(band ? [...band.low, ...band.high] : []);
  const sy = scaler(all, y, h);
  const sx = (i, n) => x + (w * i) / (n - 1);
  const path = (values) => values.map((v, i) => `${i ? 'L' : 'M'}${sx(i, values.length).toFixed(1)} ${sy(v).toFixed(1)}`).join(' ');
  let out = '';
  if (band) {
    const upper = band.high.map((v, i) => `${i ? 'L' : 'M'}${sx(i, band.high.length).toFixed(1)} ${sy(v).toFixed(1)}`).join(' ');
    const lower = band.low.map((v, i) => `L${sx(band.low.length - 1 - i, band.low.length).toFixed(1)} ${sy(band.low[band.low.length - 1 - i]).toFixed(1)}`).join(' ');
    out += `<path d="${upper} ${lower} Z" fill="${band.color}" opacity="0.22"/>`;
  }
  for (const s of series) {
    // area: fill down to the axis; area 'top': fill up to the top edge (drawdowns hang from zero)
    const edge = s.area === 'top' ? y : y + h;
    if (s.area) out += `<path d="${path(s.values)} L${x + w} ${edge} L${x} ${edge} Z" fill="${s.color}" opacity="0.18"/>`;
    out += `<path d="${path(s.values)}" fill="none" stroke="${s.color}" stroke-width="${s.width ?? 2}" stroke-linejoin="round"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`;
  }
  return out;
}

/** The domain of a bar chart: always includes zero, padded a little above and below. */
export function barDomain(values) {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const pad = (max - min) * 0.08;
  return { min: min < 0 ? min - pad : 0, max: max + pad };
}

/** Grid labels matching barChart's domain, top to bottom. */
export function barTicks(values, rows, format) {
  const { min, max } = barDomain(values);
  return Array.from({ length: rows + 1 }, (_, i) => format(max - ((max - min) * i) / rows));
}

/** Vertical bars from a zero line; negative values hang below it in `negative`. */
export function barChart(x, y, w, h, values, { color, negative = color, gap = 0.3 }) {
  const { min, max } = barDomain(values);
  const sy = (v) => y + ((max - v) / (max - min)) * h;
  const slot = w / values.length;
  return values
    .map((v, i) => {
      const top = sy(Math.max(v, 0));
      const bh = Math.abs(sy(v) - sy(0));
      return rect(x + i * slot + (slot * gap) / 2, top, slot * (1 - gap), bh, { fill: v >= 0 ? color : negative, rx: 2 });
    })
    .join('');
}

/** A donut of shares (summing to 1) with a hole; returns the arcs only. */
export function donut(cx, cy, r, shares, colors, thickness = 34) {
  let angle = -Math.PI / 2;
  return shares
    .map((share, i) => {
      const end = angle + share * 2 * Math.PI;
      const large = share > 0.5 ? 1 : 0;
      const p = (a, rad) => `${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`;
      const inner = r - thickness;
      const d = `M${p(angle, r)} A${r} ${r} 0 ${large} 1 ${p(end, r)} L${p(end, inner)} A${inner} ${inner} 0 ${large} 0 ${p(angle, inner)} Z`;
      angle = end;
      return `<path d="${d}" fill="${colors[i % colors.length]}"/>`;
    })
    .join('');
}
