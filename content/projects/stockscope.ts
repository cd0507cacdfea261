import type { ProjectInput } from '@/lib/model/types';

export const stockscope: ProjectInput = {
  id: 'stockscope',
  title: 'StockScope',
  subtitle: 'A stock research dashboard with screeners, charts and watchlists',
  description:
    'A web dashboard for retail investors: screen stocks by fundamentals, compare interactive price charts and keep watchlists with price alerts.',
  longDescription:
    'StockScope brings the research an individual investor does across five browser tabs into one fast dashboard. A screener filters several thousand listed companies by valuation, growth and dividend metrics; the chart view overlays price history, moving averages and earnings dates for up to four tickers.\n\nThe React front end talks to a Node.js API that caches market data in Redis and stores users, watchlists and alerts in PostgreSQL. A scheduled job checks alert thresholds after each market close and sends a digest e-mail.',
  category: 'web',
  featured: false,
  status: 'completed',
  startDate: '2025-02',
  endDate: '2025-06',
  thumbnail: '/images/projects/stockscope/thumbnail.webp',
  images: [
    '/images/projects/stockscope/screenshot-1.webp',
    '/images/projects/stockscope/screenshot-2.webp',
    '/images/projects/stockscope/screenshot-3.webp',
    '/images/projects/stockscope/screenshot-4.webp',
    '/images/projects/stockscope/screenshot-5.webp',
  ],
  techStack: [
    { name: 'React', category: 'frontend', proficiency: 85 },
    { name: 'TypeScript', category: 'frontend', proficiency: 85 },
    { name: 'Node.js', category: 'backend', proficiency: 80 },
    { name: 'PostgreSQL', category: 'database', proficiency: 75 },
    { name: 'Redis', category: 'database', proficiency: 65 },
  ],
  metrics: [
    { icon: 'search', value: '4,800', label: 'Companies in the screener' },
    { icon: 'clock', value: '120 ms', label: 'Median screener response' },
    { icon: 'users', value: '150+', label: 'Beta users' },
    { icon: 'zap', value: '60 fps', label: 'Five-year charts on a mid-range phone' },
  ],
  features: [
    { icon: 'search', title: 'Fundamental screener', description: 'Combine valuation, growth and dividend filters and save the result as a watchlist.' },
    { icon: 'bar-chart', title: 'Comparison charts', description: 'Overlay up to four tickers with moving averages and earnings dates.' },
    { icon: 'clock', title: 'Price alerts', description: 'Get a digest e-mail after market close when a watched stock crosses a threshold.' },
    { icon: 'pie-chart', title: 'Portfolio view', description: 'See sector allocation and performance of the stocks you hold.' },
    { icon: 'dollar-sign', title: 'Company pages', description: 'Price history, volume and key statistics of one stock on a single screen.' },
  ],
  challenges: [
    'The free market-data API allowed only five requests per minute.',
    'Charts with years of daily prices stuttered on mid-range phones.',
    'Screener queries over dozens of columns were slow in PostgreSQL.',
    'Alert e-mails went out twice when the nightly job overlapped a deploy.',
  ],
  solutions: [
    'Cached quotes and fundamentals in Redis with staggered refreshes so users never wait on the upstream API.',
    'Downsampled long series on the server and rendered charts to canvas instead of SVG.',
    'Added a materialised view with the screener columns and partial indexes for the common filters.',
    'Made the alert job idempotent with a per-day run lock and a table of alerts already sent.',
  ],
  impact: [
    'Beta users replaced spreadsheets and three separate sites with one dashboard.',
    'The screener answers in about 120 ms although the upstream API allows five requests a minute.',
  ],
  testimonials: [
    {
      content: 'I used to keep a spreadsheet and four browser tabs open. Now I run one screen after the close and get an e-mail when something moves.',
      name: 'Priya N.',
      role: 'Beta user, part-time investor',
    },
  ],
  codeSnippets: [
    {
      language: 'typescript',
      title: 'Serving quotes from Redis before asking the upstream API',
      code: "export async function getQuote(symbol: string): Promise<Quote> {\n  const cached = await redis.get(`quote:${symbol}`);\n  if (cached) return JSON.parse(cached) as Quote;\n  // Stagger expiry so the whole watchlist never refreshes in the same minute.\n  const quote = await upstream.fetchQuote(symbol);\n  await redis.set(`quote:${symbol}`, JSON.stringify(quote), 'EX', QUOTE_TTL_SECONDS + jitter(30));\n  return quote;\n}",
    },
  ],
  liveDemo: 'https://stockscope.example.com',
  github: 'https://github.com/your-username/stockscope',
  tags: ['finance', 'dashboard', 'react', 'charts', 'full stack'],
  color: { primary: '#1d4ed8', secondary: '#7c3aed', accent: '#93c5fd' },
};
