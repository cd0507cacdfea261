// Energy Demand Forecasting: day-ahead forecast, model monitoring, what drives the forecast.
import { barChart, barTicks, dailyLoad, grid, lineChart, seeded, ticks } from './charts.mjs';
import { CHROME, browser, line, panel, pills, rect, sidebar, statCard, table, text } from './svg.mjs';
import { themes } from './themes.mjs';

const t = themes.energy;
const NAV = ['Forecast', 'Monitoring', 'Features', 'Data quality', 'Notebooks'];
const X = 248;
const CW = 1280 - X - 28;

function page(active, path, title, subtitle, body) {
  return browser(
    t,
    `grid-forecast.example.org/${path}`,
    sidebar(t, { brand: 'LoadCast', items: NAV, active }) +
      text(X, CHROME + 52, title, { size: 26, weight: 700, fill: t.text }) +
      text(X, CHROME + 78, subtitle, { size: 14, fill: t.muted }) +
      body,
  );
}

function forecast() {
  const random = seeded(7);
  const actual = dailyLoad(72, 16.6, random, 0.025);
  const next = dailyLoad(24, 18.0, random, 0.01);
  const values = [...actual, ...next];
  const forecastLine = values.map((v, i) => (i < 72 ? v * (1 + (random() - 0.5) * 0.05) : v));
  const low = forecastLine.map((v, i) => v * (1 - (i < 72 ? 0.03 : 0.045)));
  const high = forecastLine.map((v, i) => v * (1 + (i < 72 ? 0.03 : 0.045)));
  const actualShown = values.map((v, i) => (i < 72 ? v : NaN)).slice(0, 72);
  const domain = [...low, ...high];
  const chartW = CW - 90;
  const split = X + 64 + (chartW * 72) / 95;
  return page(0, 'forecast/2024-12-12', 'Day-ahead forecast', 'Thursday 12 December 2024 · hourly demand, GW · issued 09:00 the day before',
    statCard(X, CHROME + 104, 236, t, { label: 'Peak tomorrow', value: '18.4 GW', delta: '18:00', deltaColor: t.muted }) +
      statCard(X + 252, CHROME + 104, 236, t, { label: 'Energy tomorrow', value: '372 GWh' }) +
      statCard(X + 504, CHROME + 104, 236, t, { label: 'MAPE, last 30 days', value: '3.1%', delta: '−28% vs baseline', deltaColor: t.up }) +
      statCard(X + 756, CHROME + 104, CW - 756, t, { label: 'Weather input', value: '−4 °C', delta: 'cold snap', deltaColor: '#0f766e' }) +
      panel(X, CHROME + 218, CW, 508, t, 'Demand: last three days and tomorrow') +
      pills(X + CW - 420, CHROME + 232, ['Actual', 'Forecast', '90% interval'], { fill: t.accentSoft, color: t.text, size: 12, height: 24 }) +
      rect(split, CHROME + 270, X + 64 + chartW - split, 360, { fill: t.accentSoft, opacity: 0.5 }) +
      grid(X + 64, CHROME + 270, chartW, 360, t, { labels: ticks(domain, 4, (v) => `${v.toFixed(1)}`) }) +
      lineChart(X + 64, CHROME + 270, chartW, 360, [{ values: forecastLine, color: t.accent, width: 2, dash: '6 4' }], { band: { low, high, color: t.accent }, domain }) +
      lineChart(X + 64, CHROME + 270, (chartW * 71) / 95, 360, [{ values: actualShown, color: '#1e293b', width: 2.5 }], { domain }) +
      line(split, CHROME + 262, split, CHROME + 640, { stroke: t.text, dash: '4 4', opacity: 0.5 }) +
      text(split + 10, CHROME + 290, 'Tomorrow', { size: 13, weight: 700, fill: t.text }) +
      ['Mon 9', 'Tue 10', 'Wed 11', 'Thu 12'].map((d, i) => text(X + 64 + (chartW * (i * 24 + 12)) / 95, CHROME + 660, d, { size: 12, fill: t.muted, anchor: 'middle' })).join('') +
      text(X + 20, CHROME + 700, 'Forecast dashed, actual solid; the band is the 5th–95th percentile from quantile models.', { size: 13, fill: t.muted }));
}

function monitoring() {
  const random = seeded(19);
  // Mean-reverting error: steady, drifting up as winter arrives, back down after the retrain.
  let value = 3.0;
  const mape = Array.from({ length: 90 }, (_, i) => {
    const target = i < 38 ? 3.0 : i < 52 ? 3.0 + (i - 38) * 0.085 : 2.95;
    value += 0.35 * (target - value) + (random() - 0.5) * 0.22;
    return value;
  });
  const rows = [
    ['v14', '2024-10-23', 'Drift: MAPE 4.1% > 4.0%', { text: '3.0%', fill: t.up }, { text: 'Live', fill: t.up }],
    ['v13', '2024-09-30', 'Monthly schedule', '3.2%', 'Retired'],
    ['v12', '2024-09-02', 'New holiday features', '3.4%', 'Retired'],
  ];
  const chartW = CW - 90;
  const retrain = X + 64 + (chartW * 52) / 89;
  return page(1, 'monitoring', 'Model monitoring', 'Rolling 7-day MAPE · retrain when it stays above 4.0% for three days',
    panel(X, CHROME + 104, CW, 390, t, 'Rolling error') +
      grid(X + 64, CHROME + 150, chartW, 280, t, { labels: ticks([...mape, 4.0], 4, (v) => `${v.toFixed(1)}%`) }) +
      lineChart(X + 64, CHROME + 150, chartW, 280, [{ values: mape.map(() => 4.0), color: '#b91c1c', width: 1.5, dash: '6 5' }, { values: mape, color: t.accent, width: 2.5, area: true }], { domain: [...mape, 4.0] }) +
      line(retrain, CHROME + 150, retrain, CHROME + 430, { stroke: t.text, dash: '4 4', opacity: 0.6 }) +
      text(retrain + 8, CHROME + 200, 'Retrained v14', { size: 13, weight: 700, fill: t.text }) +
      text(X + 64, CHROME + 462, 'September', { size: 12, fill: t.muted }) + text(X + 64 + chartW / 2, CHROME + 462, 'October', { size: 12, fill: t.muted, anchor: 'middle' }) + text(X + 64 + chartW, CHROME + 462, 'November', { size: 12, fill: t.muted, anchor: 'end' }) +
      panel(X, CHROME + 510, CW, 216, t, 'Model versions') +
      table(X, CHROME + 550, CW, t, { columns: [{ label: 'VERSION', width: 90 }, { label: 'TRAINED', width: 130 }, { label: 'REASON', width: 320 }, { label: 'MAPE', width: 90 }, { label: 'STATUS', width: 100 }], rows, rowHeight: 38, align: ['start', 'start', 'start', 'end', 'end'] }));
}

function features() {
  const importance = [['Temperature forecast', 0.31], ['Load 24 h earlier', 0.22], ['Hour of day', 0.16], ['Day of week', 0.1], ['Holiday or bridge day', 0.08], ['Load 168 h earlier', 0.06], ['Cloud cover', 0.04], ['Daylight saving week', 0.03]];
  const errorByHour = [2.4, 2.2, 2.1, 2.0, 2.1, 2.6, 3.4, 4.1, 3.6, 3.0, 2.8, 2.7, 2.6, 2.7, 2.8, 3.0, 3.5, 4.2, 3.9, 3.3, 2.9, 2.7, 2.5, 2.4];
  const barsW = 420;
  const bars = importance.map(([name, share], i) => {
    const y = CHROME + 168 + i * 60;
    return text(X + 20, y, name, { size: 14, fill: t.text }) + text(X + 20 + barsW, y, `${Math.round(share * 100)}%`, { size: 13, weight: 700, fill: t.muted, anchor: 'end' }) +
      rect(X + 20, y + 10, barsW, 12, { fill: t.stripe, rx: 6, stroke: t.border }) + rect(X + 20, y + 10, (barsW * share) / 0.31, 12, { fill: t.accent, rx: 6 });
  }).join('');
  const right = X + 480;
  const rw = CW - 480;
  return page(2, 'features', 'What drives the forecast', 'Gradient-boosted model v14 · permutation importance on the 2024 test year',
    panel(X, CHROME + 104, 460, 622, t, 'Feature importance') + bars +
      panel(right, CHROME + 104, rw, 622, t, 'Error by hour of day (MAPE)') +
      grid(right + 60, CHROME + 170, rw - 90, 420, t, { labels: barTicks(errorByHour, 4, (v) => `${v.toFixed(1)}%`) }) +
      barChart(right + 60, CHROME + 170, rw - 90, 420, errorByHour, { color: '#0f766e' }) +
      [0, 6, 12, 18, 23].map((h) => text(right + 60 + ((rw - 90) * (h + 0.5)) / 24, CHROME + 614, `${String(h).padStart(2, '0')}:00`, { size: 12, fill: t.muted, anchor: 'middle' })).join('') +
      text(right + 20, CHROME + 660, 'Errors peak on the morning and evening ramps,', { size: 14, fill: t.muted }) +
      text(right + 20, CHROME + 684, 'where a one-hour timing miss costs the most.', { size: 14, fill: t.muted }));
}

export const energyScreens = [forecast, monitoring, features];
