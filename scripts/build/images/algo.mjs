// Algorithmic Trading Platform: backtest report, walk-forward validation, paper-trading desk.
import { barChart, barTicks, endAt, grid, lineChart, seeded, ticks, walk } from './charts.mjs';
import { CHROME, browser, line, panel, pills, rect, sidebar, statCard, table, text } from './svg.mjs';
import { themes } from './themes.mjs';

const t = themes.algo;
const NAV = ['Runs', 'Backtests', 'Walk-forward', 'Paper trading', 'Risk', 'Data'];
const X = 248;
const CW = 1280 - X - 28;

function page(active, path, title, subtitle, body) {
  return browser(
    t,
    `localhost:8000/${path}`,
    sidebar(t, { brand: 'quantlab', items: NAV, active }) +
      text(X, CHROME + 52, title, { size: 26, weight: 700, fill: t.text }) +
      text(X, CHROME + 78, subtitle, { size: 14, fill: t.muted, mono: true }) +
      body,
  );
}

function backtest() {
  const random = seeded(42);
  const equity = endAt(walk(random, 160, 100, { vol: 0.022 }), 171);
  const bench = endAt(walk(random, 160, 100, { vol: 0.018 }), 128);
  let peak = 0;
  const drawdown = equity.map((v) => {
    peak = Math.max(peak, v);
    return ((v - peak) / peak) * 100;
  });
  return page(1, 'runs/2025-10-14-mr-60', 'Backtest · mean-reversion-60', 'run 2025-10-14T21:07Z · 2013-01 → 2024-12 · 1-minute bars · 48 symbols',
    statCard(X, CHROME + 104, 236, t, { label: 'Sharpe (out of sample)', value: '1.82' }) +
      statCard(X + 252, CHROME + 104, 236, t, { label: 'CAGR', value: '14.2%', delta: 'vs 8.1%', deltaColor: t.muted }) +
      statCard(X + 504, CHROME + 104, 236, t, { label: 'Max drawdown', value: '−8.7%', deltaColor: t.down }) +
      statCard(X + 756, CHROME + 104, CW - 756, t, { label: 'Trades', value: '4,312', delta: '54% hit rate', deltaColor: t.up }) +
      panel(X, CHROME + 218, CW, 500, t, 'Equity curve') +
      pills(X + CW - 290, CHROME + 232, ['Strategy', 'Benchmark'], { fill: t.accentSoft, color: t.text, size: 12, height: 24 }) +
      grid(X + 64, CHROME + 270, CW - 90, 260, t, { labels: ticks([...equity, ...bench], 4, (v) => v.toFixed(0)) }) +
      lineChart(X + 64, CHROME + 270, CW - 90, 260, [{ values: bench, color: t.muted, width: 1.5, dash: '6 5' }, { values: equity, color: t.accent, width: 2.5, area: true }], { domain: [...equity, ...bench] }) +
      text(X + 20, CHROME + 570, 'Drawdown', { size: 13, weight: 700, fill: t.muted }) +
      lineChart(X + 64, CHROME + 584, CW - 90, 110, [{ values: drawdown, color: t.down, width: 1.5, area: 'top' }], { domain: [Math.min(...drawdown), 0] }) +
      ['2014', '2016', '2018', '2020', '2022', '2024'].map((y, i) => text(X + 64 + ((CW - 90) * (i + 0.5)) / 6, CHROME + 712, y, { size: 11, fill: t.muted, anchor: 'middle' })).join(''));
}

function walkForward() {
  const sharpe = [1.4, 2.1, 0.9, 1.7, -0.3, 1.9, 2.3, 1.2, 1.6, 0.8, 2.0, 1.5];
  const rows = [
    ['1', '2013-01 → 2015-12', '2016-01 → 2016-06', '1.40', '53.1%', '−4.2%'],
    ['2', '2013-07 → 2016-06', '2016-07 → 2016-12', '2.10', '55.8%', '−3.1%'],
    ['5', '2015-01 → 2017-12', '2018-01 → 2018-06', { text: '−0.30', fill: t.down }, '48.9%', { text: '−8.7%', fill: t.down }],
    ['7', '2016-01 → 2018-12', '2019-01 → 2019-06', '2.30', '56.4%', '−2.8%'],
    ['12', '2018-07 → 2021-06', '2021-07 → 2021-12', '1.50', '54.2%', '−3.9%'],
  ];
  return page(2, 'walk-forward/mr-60', 'Walk-forward validation', '12 folds · 36-month train · 6-month test · retrain per fold',
    panel(X, CHROME + 104, CW, 330, t, 'Out-of-sample Sharpe by fold') +
      grid(X + 60, CHROME + 150, CW - 90, 240, t, { rows: 4, labels: barTicks(sharpe, 4, (v) => v.toFixed(1).replace('-', '−')) }) +
      barChart(X + 60, CHROME + 150, CW - 90, 240, sharpe.map((v) => v), { color: t.accent, negative: t.down }) +
      sharpe.map((_, i) => text(X + 60 + ((CW - 90) * (i + 0.5)) / 12, CHROME + 416, `F${i + 1}`, { size: 11, fill: t.muted, anchor: 'middle' })).join('') +
      panel(X, CHROME + 452, CW, 274, t) +
      table(X, CHROME + 452, CW, t, {
        columns: [{ label: 'FOLD', width: 60 }, { label: 'TRAIN WINDOW', width: 200 }, { label: 'TEST WINDOW', width: 200 }, { label: 'SHARPE', width: 90 }, { label: 'HIT RATE', width: 100 }, { label: 'MAX DD', width: 100 }],
        rows,
        rowHeight: 44,
        align: ['start', 'start', 'start', 'end', 'end', 'end'],
      }));
}

function paperTrading() {
  const positions = [
    ['AAPL', 'Long', '120', '$226.14', { text: '+$418.20', fill: t.up }],
    ['MSFT', 'Long', '40', '$431.02', { text: '+$96.40', fill: t.up }],
    ['XOM', 'Short', '150', '$112.37', { text: '−$133.50', fill: t.down }],
    ['JPM', 'Long', '80', '$209.88', { text: '+$51.20', fill: t.up }],
    ['NVDA', 'Short', '25', '$138.41', { text: '+$212.75', fill: t.up }],
  ];
  const limits = [['Gross exposure', 0.62, '62% of 100%'], ['Daily drawdown', 0.28, '−0.6% of −2.0%'], ['Largest position', 0.45, '9% of 20%'], ['Order rate', 0.12, '6 of 50 / min']];
  const log = [
    '14:32:07.114  FILL   BUY   AAPL  10 @ 226.11  slip 0.02',
    '14:32:07.098  ORDER  BUY   AAPL  10  mkt  z=-2.14',
    '14:31:00.002  BAR    48 symbols  lag 38 ms',
    '14:30:12.540  RISK   ok    exposure 62%  dd -0.6%',
    '14:29:44.871  FILL   SELL  XOM   20 @ 112.40  slip 0.01',
    '14:29:44.850  ORDER  SELL  XOM   20  mkt  z=2.31',
  ];
  return page(3, 'paper', 'Paper trading · live', 'mean-reversion-60 · started 2025-10-20 · equity $103,412.80',
    panel(X, CHROME + 104, 600, 330, t, 'Positions') +
      table(X, CHROME + 144, 600, t, {
        columns: [{ label: 'SYMBOL', width: 90 }, { label: 'SIDE', width: 80 }, { label: 'QTY', width: 70 }, { label: 'LAST', width: 110 }, { label: 'UNREALISED', width: 120 }],
        rows: positions,
        rowHeight: 44,
        align: ['start', 'start', 'end', 'end', 'end'],
      }) +
      panel(X + 616, CHROME + 104, CW - 616, 330, t, 'Risk limits') +
      limits.map(([name, share, label], i) => {
        const y = CHROME + 170 + i * 64;
        const width = CW - 656;
        return text(X + 636, y, name, { size: 14, fill: t.text }) + text(X + 636 + width, y, label, { size: 13, fill: t.muted, anchor: 'end' }) +
          rect(X + 636, y + 12, width, 10, { fill: t.stripe, rx: 5 }) + rect(X + 636, y + 12, width * share, 10, { fill: share > 0.6 ? '#fbbf24' : t.accent, rx: 5 });
      }).join('') +
      panel(X, CHROME + 450, CW, 276, t, 'Event log') +
      log.map((entry, i) => text(X + 20, CHROME + 528 + i * 32, entry, { size: 14, mono: true, fill: i < 2 ? t.accent : t.muted })).join('') +
      line(X, CHROME + 496, X + CW, CHROME + 496, { stroke: t.border }));
}

export const algoScreens = [backtest, walkForward, paperTrading];
