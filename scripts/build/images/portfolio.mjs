// Portfolio Website (this site): the home page and the projects list. Also the hypervisor's
// serial console, which only appears as that project's thumbnail (it has no screenshots).
import { CHROME, H, W, browser, circle, line, pills, rect, svgDoc, text } from './svg.mjs';
import { themes } from './themes.mjs';

const t = themes.portfolio;

function navBar(active) {
  const items = ['Home', 'About', 'Experience', 'Projects', 'Contact'];
  let cursor = 430;
  return rect(0, CHROME, W, 64, { fill: t.bg, opacity: 0.9 }) + line(0, CHROME + 64, W, CHROME + 64, { stroke: t.border }) +
    circle(56, CHROME + 32, 18, { fill: t.accent }) + text(56, CHROME + 38, 'YN', { size: 14, weight: 700, fill: t.bg, anchor: 'middle' }) +
    text(86, CHROME + 38, 'Your Name', { size: 17, weight: 700, fill: t.text }) +
    items.map((item, i) => {
      const x = cursor;
      cursor += item.length * 8.5 + 40;
      return (i === active ? rect(x - 12, CHROME + 16, item.length * 8.5 + 24, 32, { fill: t.accentSoft, rx: 16 }) : '') + text(x, CHROME + 37, item, { size: 15, fill: i === active ? t.text : t.muted, weight: i === active ? 700 : 400 });
    }).join('') +
    rect(W - 150, CHROME + 14, 110, 36, { fill: t.accent, rx: 18 }) + text(W - 95, CHROME + 37, 'Resume', { size: 14, weight: 700, fill: t.bg, anchor: 'middle' });
}

/** Wireframe shapes in the spirit of the 3D background: outlines only, faint. */
function wireframes() {
  const shapes = [[180, 300, 60], [1100, 240, 80], [980, 620, 50], [300, 640, 40], [1180, 470, 36], [640, 180, 30]];
  return shapes.map(([cx, cy, r], i) => {
    const pts = Array.from({ length: 6 }, (_, k) => [cx + r * Math.cos((k * Math.PI) / 3 + i), cy + r * Math.sin((k * Math.PI) / 3 + i)]);
    const d = pts.map(([x, y], k) => `${k ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ') + ' Z';
    const spokes = pts.map(([x, y]) => line(cx, cy, x, y, { stroke: i % 2 ? '#a78bfa' : t.accent, opacity: 0.35 })).join('');
    return `<path d="${d}" fill="none" stroke="${i % 2 ? '#a78bfa' : t.accent}" stroke-opacity="0.45" stroke-width="1.5"/>` + spokes;
  }).join('');
}

function home() {
  return browser(t, 'your-username.github.io', navBar(0) + wireframes() +
    circle(640, CHROME + 210, 56, { fill: t.accent }) + text(640, CHROME + 224, 'YN', { size: 36, weight: 700, fill: t.bg, anchor: 'middle' }) +
    text(640, CHROME + 322, 'Hi, I’m', { size: 22, fill: t.muted, anchor: 'middle' }) +
    text(640, CHROME + 392, 'Your Name', { size: 64, weight: 700, fill: t.text, anchor: 'middle' }) +
    text(640, CHROME + 446, 'Machine Learning Engineer|', { size: 28, weight: 700, fill: t.accent, anchor: 'middle' }) +
    text(640, CHROME + 496, 'I build data pipelines, train and ship machine-learning models,', { size: 18, fill: t.muted, anchor: 'middle' }) +
    text(640, CHROME + 522, 'and write the software around them.', { size: 18, fill: t.muted, anchor: 'middle' }) +
    rect(470, CHROME + 560, 160, 48, { fill: t.accent, rx: 24 }) + text(550, CHROME + 590, 'View My Work', { size: 16, weight: 700, fill: t.bg, anchor: 'middle' }) +
    rect(650, CHROME + 560, 160, 48, { fill: 'none', stroke: t.border, strokeWidth: 1.5, rx: 24 }) + text(730, CHROME + 590, 'Get In Touch', { size: 16, weight: 700, fill: t.text, anchor: 'middle' }) +
    [600, 640, 680].map((x) => circle(x, CHROME + 660, 16, { fill: t.panel, stroke: t.border })).join(''));
}

function projects() {
  const cards = [
    ['Algorithmic Trading Platform', 'In Progress', '#0f766e', '#1e3a8a', ['Python', 'PyTorch', 'pandas', '+3']],
    ['StockScope', 'Completed', '#1d4ed8', '#7c3aed', ['React', 'TypeScript', 'Node.js', '+2']],
    ['Bare-Metal Hypervisor', 'Maintained', '#334155', '#0f172a', ['C++', 'Assembly (x86-64)', 'QEMU', '+1']],
  ];
  const grid = cards.map(([title, status, a, b, techs], i) => {
    const x = 40 + i * 408;
    const y = CHROME + 300;
    return `<defs><linearGradient id="c${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      rect(x, y, 384, 420, { fill: t.panel, rx: 16, stroke: t.border }) + `<path d="M${x} ${y + 16} a16 16 0 0 1 16 -16 h352 a16 16 0 0 1 16 16 v200 h-384 Z" fill="url(#c${i})"/>` +
      text(x + 20, y + 250, title, { size: 19, weight: 700, fill: t.text }) +
      text(x + 20, y + 280, status, { size: 13, weight: 700, fill: status === 'Completed' ? '#4ade80' : status === 'In Progress' ? '#fbbf24' : t.accent }) +
      rect(x + 20, y + 300, 340, 8, { fill: t.border, rx: 4 }) + rect(x + 20, y + 318, 260, 8, { fill: t.border, rx: 4 }) +
      pills(x + 20, y + 352, techs, { fill: t.accentSoft, color: t.text, size: 12, height: 26 });
  }).join('');
  const categories = ['All Projects', 'Machine Learning', 'Web Development', 'Data Science', 'Mobile Apps'];
  return browser(t, 'your-username.github.io/projects/', navBar(3) +
    text(40, CHROME + 140, 'Projects', { size: 44, weight: 700, fill: t.text }) +
    text(40, CHROME + 176, 'Things I have designed, built and shipped: machine learning, web apps, data and systems work.', { size: 17, fill: t.muted }) +
    rect(40, CHROME + 206, 420, 44, { fill: t.panel, rx: 22, stroke: t.border }) + text(66, CHROME + 234, 'Search projects, technologies...', { size: 15, fill: t.muted }) +
    pills(480, CHROME + 214, categories, { fill: t.panel, color: t.muted, size: 13, height: 30 }) +
    rect(480, CHROME + 214, 112, 30, { fill: t.accent, rx: 15 }) + text(536, CHROME + 234, 'All Projects', { size: 13, weight: 700, fill: t.bg, anchor: 'middle' }) +
    grid);
}

/** The hypervisor's serial debug console. */
export function hypervisorConsole() {
  const lines = [
    ['$ hvctl attach --serial /dev/ttyS0', '#e2e8f0'],
    ['[hv] UEFI boot ok · 8 logical CPUs · VT-x + EPT available', '#94a3b8'],
    ['[hv] vmxon on all CPUs · VMCS checks passed (157 fields)', '#94a3b8'],
    ['[hv] guest 0 "linux-6.6"   2 vCPU  1024 MiB  running', '#86efac'],
    ['[hv] guest 1 "freebsd-14"  1 vCPU   512 MiB  running', '#86efac'],
    ['', '#94a3b8'],
    ['hv> exits guest 0 --top 4', '#e2e8f0'],
    ['  EPT_VIOLATION      41,208   0.9 µs', '#cbd5e1'],
    ['  IO_INSTRUCTION     12,774   1.6 µs', '#cbd5e1'],
    ['  CPUID               3,102   0.4 µs', '#cbd5e1'],
    ['  MSR_WRITE           1,987   1.1 µs', '#cbd5e1'],
    ['', '#94a3b8'],
    ['hv> break exit CPUID guest 1', '#e2e8f0'],
    ['[hv] breakpoint 1 set · guest 1 paused at rip=ffffffff80a1c2e4', '#fbbf24'],
    ['hv> ▌', '#e2e8f0'],
  ];
  return svgDoc(W, H,
    rect(0, 0, W, H, { fill: '#0b1120' }) + rect(0, 0, W, CHROME, { fill: '#1e293b' }) +
      circle(22, 22, 6, { fill: '#ef4444', opacity: 0.8 }) + circle(42, 22, 6, { fill: '#f59e0b', opacity: 0.8 }) + circle(62, 22, 6, { fill: '#22c55e', opacity: 0.8 }) +
      text(640, 27, 'serial console · bare-metal-hypervisor', { size: 14, fill: '#94a3b8', anchor: 'middle' }) +
      lines.map(([value, fill], i) => text(48, CHROME + 60 + i * 44, value, { size: 22, mono: true, fill })).join(''));
}

export const portfolioScreens = [home, projects];
