import type { ProjectInput } from '@/lib/model/types';

export const algoTradingPlatform: ProjectInput = {
  id: 'algo-trading-platform',
  title: 'Algorithmic Trading Platform',
  subtitle: 'Event-driven backtesting and paper trading for ML-based strategies',
  description:
    'An event-driven platform that backtests machine-learning trading strategies on minute bars and runs the winners in paper trading with live risk limits.',
  longDescription:
    'The platform replays historical minute bars through the same event loop that later drives paper trading, so a strategy behaves identically in research and in production. Strategies are plain Python classes that receive bars and emit orders; the engine handles fills, slippage, commissions and position accounting.\n\nModels are trained with PyTorch on engineered features (returns, volatility regimes, order-book imbalance) and evaluated with walk-forward splits to avoid look-ahead bias. Every run stores its parameters, metrics and equity curve in PostgreSQL, and a FastAPI service exposes them to a small dashboard.',
  category: 'ml',
  featured: true,
  status: 'in-progress',
  startDate: '2025-07',
  thumbnail: '/images/projects/algo-trading-platform/thumbnail.webp',
  images: [
    '/images/projects/algo-trading-platform/screenshot-1.webp',
    '/images/projects/algo-trading-platform/screenshot-2.webp',
    '/images/projects/algo-trading-platform/screenshot-3.webp',
  ],
  techStack: [
    { name: 'Python', category: 'backend', proficiency: 90 },
    { name: 'PyTorch', category: 'ml', proficiency: 80 },
    { name: 'pandas', category: 'ml', proficiency: 85 },
    { name: 'FastAPI', category: 'backend', proficiency: 75 },
    { name: 'PostgreSQL', category: 'database', proficiency: 70 },
    { name: 'Docker', category: 'tools', proficiency: 70 },
  ],
  metrics: [
    { icon: 'rewind', value: '12 years', label: 'Of minute bars replayed per backtest' },
    { icon: 'zap', value: '1.4M', label: 'Events processed per second' },
    { icon: 'trending-up', value: '1.8', label: 'Out-of-sample Sharpe ratio (paper)' },
    { icon: 'database', value: '2,400+', label: 'Experiments tracked with their equity curves' },
  ],
  features: [
    { icon: 'activity', title: 'Event-driven engine', description: 'One event loop for backtests and paper trading, so research results carry over.' },
    { icon: 'cpu', title: 'Walk-forward training', description: 'Models retrain on rolling windows and are scored only on unseen data.' },
    { icon: 'target', title: 'Risk limits', description: 'Position, drawdown and exposure limits stop a strategy before it hurts the account.' },
    { icon: 'database', title: 'Experiment store', description: 'Every run is stored with its parameters, metrics and equity curve.' },
    { icon: 'dollar-sign', title: 'Paper trading', description: 'The winning strategies trade a simulated account on live market data before any real money is involved.' },
  ],
  challenges: [
    'Backtests looked far better than paper trading because features leaked future information.',
    'Replaying twelve years of minute bars took hours in pure pandas.',
    'Strategies crashed the engine when a data feed delivered bars out of order.',
    'Simulated fills were more optimistic than the broker’s real ones, flattering every strategy.',
  ],
  solutions: [
    'Built features from a point-in-time view of the data and added tests that fail on any look-ahead.',
    'Moved the hot loop to vectorised NumPy batches with an event queue, cutting a full replay to minutes.',
    'Added a reordering buffer with a watermark so late bars are merged or dropped deterministically.',
    'Modelled slippage from the quoted spread and traded volume, calibrated against three months of paper fills.',
  ],
  impact: [
    'Turned strategy research from notebooks into reproducible, comparable experiments.',
    'Caught two strategies with look-ahead bias before they reached paper trading.',
  ],
  testimonials: [],
  codeSnippets: [
    {
      language: 'python',
      title: 'A strategy receives bars and emits orders',
      code: 'class MeanReversion(Strategy):\n    def on_bar(self, bar: Bar) -> list[Order]:\n        z = self.zscore(bar.close, window=60)\n        if z < -2:\n            return [Order.buy(bar.symbol, qty=10)]\n        if z > 2:\n            return [Order.sell(bar.symbol, qty=10)]\n        return []',
    },
  ],
  documentation: 'https://github.com/your-username/algo-trading-platform/tree/main/docs',
  github: 'https://github.com/your-username/algo-trading-platform',
  tags: ['trading', 'backtesting', 'machine learning', 'time series', 'finance', 'pytorch'],
  color: { primary: '#0f766e', secondary: '#1e3a8a', accent: '#5eead4' },
};
