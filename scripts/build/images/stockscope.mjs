// StockScope: screener, comparison charts, watchlists and alerts, portfolio, stock detail.
import { barChart, donut, endAt, grid, lineChart, movingAverage, seeded, ticks, walk } from './charts.mjs';
import { CHROME, browser, line, panel, pills, rect, sidebar, statCard, table, text } from './svg.mjs';
import { themes } from './themes.mjs';

const t = themes.stockscope;
const NAV = ['Dashboard', 'Screener', 'Charts', 'Watchlists', 'Alerts', 'Portfolio'];
const X = 248; // left edge of the content beside the sidebar
const CW = 1280 - X - 28;

function page(active, title, subtitle, body) {
  return browser(
    t,
    `stockscope.example.com/${NAV[active].toLowerCase()}`,
    sidebar(t, { brand: 'StockScope', items: NAV, active }) +
      text(X, CHROME + 52, title, { size: 26, weight: 700, fill: t.text }) +
      text(X, CHROME + 78, subtitle, { size: 14, fill: t.muted }) +
      body,
  );
}

const up = (v) => ({ text: `+${v.toFixed(1)}%`, fill: t.up });
const down = (v) => ({ text: `${v.toFixed(1)}%`, fill: t.down });

function screener() {
  const chips = pills(X, CHROME + 100, ['P/E < 20', 'Revenue growth > 10%', 'Dividend yield > 2%', 'Market cap > $2B'], { fill: t.accentSoft, color: t.text, size: 13, height: 28 });
  const rows = [
    ['NRTH', 'Northwind Foods', 'Consumer', '$48.20', '14.2', up(12.4), '3.1%', up(18.2)],
    ['HLXE', 'Helix Energy Systems', 'Utilities', '$72.65', '16.8', up(11.0), '3.8%', up(9.6)],
    ['CRDN', 'Cardinal Logistics', 'Industrials', '$35.10', '12.5', up(15.3), '2.4%', up(22.7)],
    ['BLUA', 'Bluewater Analytics', 'Technology', '$118.40', '19.6', up(24.1), '2.1%', up(31.5)],
    ['ORCH', 'Orchard Health', 'Healthcare', '$61.85', '17.9', up(10.6), '2.7%', down(-4.2)],
    ['KSTL', 'Keystone Materials', 'Materials', '$27.30', '9.8', up(13.2), '4.5%', up(6.8)],
    ['PNCL', 'Pinnacle Insurance', 'Financials', '$88.05', '11.4', up(10.2), '3.3%', up(14.1)],
    ['SLVR', 'Silverline Telecom', 'Communication', '$19.75', '13.1', up(12.8), '5.2%', down(-1.9)],
    ['MRDN', 'Meridian Retail', 'Consumer', '$42.60', '18.3', up(16.5), '2.2%', up(11.3)],
    ['TRVL', 'Travelwise Group', 'Consumer', '$33.90', '15.7', up(19.4), '2.6%', up(27.0)],
  ];
  return page(1, 'Screener', '4,812 companies · updated after market close',
    chips +
      text(1280 - 28, CHROME + 120, '128 matches', { size: 14, weight: 700, fill: t.accent, anchor: 'end' }) +
      panel(X, CHROME + 146, CW, 580, t) +
      table(X, CHROME + 150, CW, t, {
        columns: [{ label: 'TICKER', width: 80 }, { label: 'COMPANY', width: 210 }, { label: 'SECTOR', width: 140 }, { label: 'PRICE', width: 90 }, { label: 'P/E', width: 70 }, { label: 'REV. GROWTH', width: 120 }, { label: 'DIV. YIELD', width: 100 }, { label: '1Y', width: 90 }],
        rows: rows.map(([tick, ...rest]) => [{ text: tick, weight: 700, fill: t.accent }, ...rest]),
        rowHeight: 52,
        align: ['start', 'start', 'start', 'end', 'end', 'end', 'end', 'end'],
      }));
}

function comparison() {
  const random = seeded(11);
  const tickers = ['BLUA', 'CRDN', 'NRTH', 'HLXE'];
  const finals = [131.5, 122.7, 118.2, 109.6];
  const series = tickers.map((_, i) => endAt(walk(random, 120, 100, { vol: 0.03 }), finals[i]));
  const legend = tickers.map((tk, i) => rect(X + 24 + i * 130, CHROME + 138, 14, 14, { fill: t.series[i], rx: 3 }) + text(X + 46 + i * 130, CHROME + 150, tk, { size: 14, weight: 700, fill: t.text })).join('');
  const ranges = ['1M', '6M', '1Y', '5Y'].map((r, i) => rect(1280 - 28 - 240 + i * 60, CHROME + 130, 52, 30, { fill: i === 1 ? t.accent : t.panel, rx: 6, stroke: t.border }) + text(1280 - 28 - 214 + i * 60, CHROME + 150, r, { size: 13, weight: 700, fill: i === 1 ? '#0b1224' : t.muted, anchor: 'middle' })).join('');
  const earnings = [22, 63, 104].map((i) => {
    const x = X + 70 + ((CW - 100) * i) / 119;
    return line(x, CHROME + 190, x, CHROME + 560, { stroke: t.muted, dash: '4 4', opacity: 0.6 }) + text(x, CHROME + 580, 'E', { size: 12, weight: 700, fill: t.muted, anchor: 'middle' });
  }).join('');
  return page(2, 'Compare', 'Total return over 6 months, rebased to 100 · 50-day moving average',
    panel(X, CHROME + 110, CW, 620, t) + legend + ranges +
      grid(X + 70, CHROME + 190, CW - 100, 370, t, { labels: ticks(series.flat(), 4, (v) => `${v >= 100 ? '+' : '−'}${Math.abs(v - 100).toFixed(0)}%`) }) +
      earnings +
      lineChart(X + 70, CHROME + 190, CW - 100, 370, [
        ...series.map((values, i) => ({ values, color: t.series[i], width: 2.5 })),
        { values: movingAverage(series[0], 50), color: t.series[0], width: 1.5, dash: '6 5' },
      ], { domain: series.flat() }) +
      text(X + 24, CHROME + 640, 'Earnings dates marked E · moving average dashed', { size: 13, fill: t.muted }) +
      pills(X + 24, CHROME + 664, ['BLUA +31.5%', 'CRDN +22.7%', 'NRTH +18.2%', 'HLXE +9.6%'], { fill: t.accentSoft, color: t.text, size: 13, height: 28 }));
}

function watchlists() {
  const random = seeded(5);
  const names = [['BLUA', '$118.40', 2.3], ['CRDN', '$35.10', 1.1], ['ORCH', '$61.85', -0.8], ['PNCL', '$88.05', 0.4], ['SLVR', '$19.75', -1.6], ['TRVL', '$33.90', 3.2]];
  const list = names.map(([tk, price, change], i) => {
    const y = CHROME + 200 + i * 78;
    const spark = walk(random, 30, 50, { drift: change / 300, vol: 0.04 });
    return line(X + 20, y - 26, X + 560, y - 26, { stroke: t.border }) +
      text(X + 24, y + 4, tk, { size: 17, weight: 700, fill: t.text }) + text(X + 24, y + 26, price, { size: 13, fill: t.muted }) +
      lineChart(X + 190, y - 14, 200, 44, [{ values: spark, color: change >= 0 ? t.up : t.down, width: 2 }]) +
      text(X + 560, y + 12, `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`, { size: 16, weight: 700, fill: change >= 0 ? t.up : t.down, anchor: 'end' });
  }).join('');
  const alerts = [['BLUA', 'Price above $120.00', 'Watching'], ['SLVR', 'Price below $19.50', 'Watching'], ['ORCH', 'Falls 5% in a day', 'Triggered'], ['TRVL', 'Earnings in 3 days', 'Scheduled']];
  const alertRows = alerts.map(([tk, rule, state], i) => {
    const y = CHROME + 204 + i * 92;
    const colour = state === 'Triggered' ? t.down : state === 'Scheduled' ? t.series[3] : t.up;
    return rect(X + 620, y - 30, CW - 640, 76, { fill: t.stripe, rx: 8 }) + text(X + 640, y, tk, { size: 16, weight: 700, fill: t.text }) + text(X + 640, y + 24, rule, { size: 14, fill: t.muted }) + text(1280 - 68, y + 12, state, { size: 13, weight: 700, fill: colour, anchor: 'end' });
  }).join('');
  return page(3, 'Watchlists', 'Dividend growth · 6 stocks · digest e-mail at 16:30 ET',
    panel(X, CHROME + 110, 580, 600, t, 'Dividend growth') + list +
      panel(X + 600, CHROME + 110, CW - 600, 600, t, 'Price alerts') + alertRows +
      text(X + 620, CHROME + 590, 'Alerts are checked after each market close.', { size: 13, fill: t.muted }));
}

function portfolio() {
  const random = seeded(3);
  const mine = walk(random, 90, 100, { drift: 0.0016, vol: 0.025 });
  const bench = walk(random, 90, 100, { drift: 0.001, vol: 0.018 });
  const sectors = [['Technology', 0.34], ['Financials', 0.18], ['Consumer', 0.16], ['Utilities', 0.14], ['Industrials', 0.1], ['Healthcare', 0.08]];
  const colors = ['#60a5fa', '#a78bfa', '#34d399', '#fbbf24', '#f472b6', '#94a3b8'];
  const legend = sectors.map(([name, share], i) => rect(X + 300, CHROME + 300 + i * 34, 12, 12, { fill: colors[i], rx: 3 }) + text(X + 320, CHROME + 311 + i * 34, name, { size: 14, fill: t.text }) + text(X + 470, CHROME + 311 + i * 34, `${Math.round(share * 100)}%`, { size: 14, weight: 700, fill: t.muted, anchor: 'end' })).join('');
  return page(5, 'Portfolio', '14 holdings · base currency USD',
    statCard(X, CHROME + 110, 236, t, { label: 'Market value', value: '$48,210' }) +
      statCard(X + 252, CHROME + 110, 236, t, { label: 'Today', value: '+$312', delta: '+0.65%', deltaColor: t.up }) +
      statCard(X + 504, CHROME + 110, 236, t, { label: 'Since purchase', value: '+$6,940', delta: '+16.8%', deltaColor: t.up }) +
      statCard(X + 756, CHROME + 110, CW - 756, t, { label: 'Dividend yield', value: '2.9%' }) +
      panel(X, CHROME + 226, 500, 470, t, 'Sector allocation') + donut(X + 150, CHROME + 420, 110, sectors.map((s) => s[1]), colors) +
      text(X + 150, CHROME + 416, '14', { size: 30, weight: 700, fill: t.text, anchor: 'middle' }) + text(X + 150, CHROME + 440, 'holdings', { size: 13, fill: t.muted, anchor: 'middle' }) + legend +
      panel(X + 520, CHROME + 226, CW - 520, 470, t, 'Performance vs. S&P 500') +
      grid(X + 560, CHROME + 290, CW - 580, 340, t) +
      lineChart(X + 560, CHROME + 290, CW - 580, 340, [{ values: bench, color: t.muted, width: 2, dash: '6 5' }, { values: mine, color: t.accent, width: 3, area: true }], { domain: [...mine, ...bench] }) +
      text(X + 540, CHROME + 670, 'Portfolio', { size: 13, weight: 700, fill: t.accent }) + text(X + 620, CHROME + 670, 'Benchmark (dashed)', { size: 13, fill: t.muted }));
}

function detail() {
  const random = seeded(8);
  const prices = endAt(walk(random, 80, 100, { vol: 0.03 }), 118.4);
  const volume = prices.map(() => 20 + random() * 60);
  const stats = [['Market cap', '$41.2B'], ['P/E (TTM)', '19.6'], ['EPS (TTM)', '$6.04'], ['Revenue growth', '+24.1%'], ['Dividend yield', '2.1%'], ['52-week range', '$86.10 – $121.90'], ['Beta', '1.12'], ['Next earnings', '29 Jul 2025']];
  const statRows = stats.map(([k, v], i) => text(X + 760, CHROME + 236 + i * 60, k, { size: 13, fill: t.muted }) + text(X + 760, CHROME + 258 + i * 60, v, { size: 17, weight: 700, fill: t.text })).join('');
  return page(2, 'BLUA · Bluewater Analytics', 'Technology · NASDAQ · prices delayed 15 minutes',
    text(X, CHROME + 140, '$118.40', { size: 40, weight: 700, fill: t.text }) + text(X + 176, CHROME + 140, '+2.66 (+2.3%) today', { size: 18, weight: 700, fill: t.up }) +
      panel(X, CHROME + 166, 720, 560, t) + grid(X + 64, CHROME + 196, 630, 330, t, { labels: ticks(prices, 4, (v) => `$${v.toFixed(0)}`) }) +
      lineChart(X + 64, CHROME + 196, 630, 330, [{ values: prices, color: t.accent, width: 2.5, area: true }, { values: movingAverage(prices, 20), color: t.series[3], width: 1.5, dash: '5 4' }]) +
      barChart(X + 64, CHROME + 580, 630, 100, volume, { color: t.accentSoft }) + text(X + 64, CHROME + 704, 'Volume', { size: 12, fill: t.muted }) +
      panel(X + 740, CHROME + 166, CW - 740, 560, t, 'Key statistics') + statRows);
}

export const stockscopeScreens = [screener, comparison, watchlists, portfolio, detail];
