import type { ProjectInput } from '@/lib/model/types';

export const energyDemandForecasting: ProjectInput = {
  id: 'energy-demand-forecasting',
  title: 'Energy Demand Forecasting',
  subtitle: 'Day-ahead electricity demand forecasts from weather and calendar data',
  description:
    'A data pipeline and forecasting model that predicts next-day hourly electricity demand for a regional grid from weather forecasts, holidays and past load.',
  longDescription:
    'Grid operators buy most of their electricity a day ahead, so a better demand forecast means less expensive balancing power. This project joins five years of hourly load data with weather forecasts and a holiday calendar, and trains gradient-boosted models that predict each hour of the next day.\n\nThe pipeline runs daily: it pulls new data, validates it, retrains when accuracy drifts and publishes forecasts with prediction intervals to a small dashboard. Notebooks document the exploratory analysis and the feature choices.',
  category: 'data',
  featured: false,
  status: 'completed',
  startDate: '2024-09',
  endDate: '2024-12',
  thumbnail: '/images/projects/energy-demand-forecasting/thumbnail.webp',
  images: [
    '/images/projects/energy-demand-forecasting/screenshot-1.webp',
    '/images/projects/energy-demand-forecasting/screenshot-2.webp',
    '/images/projects/energy-demand-forecasting/screenshot-3.webp',
  ],
  techStack: [
    { name: 'Python', category: 'backend', proficiency: 90 },
    { name: 'pandas', category: 'ml', proficiency: 85 },
    { name: 'scikit-learn', category: 'ml', proficiency: 80 },
    { name: 'NumPy', category: 'ml', proficiency: 80 },
    { name: 'PostgreSQL', category: 'database', proficiency: 70 },
  ],
  metrics: [
    { icon: 'target', value: '3.1%', label: 'Mean absolute percentage error' },
    { icon: 'trending-up', value: '28%', label: 'Lower error than the naive baseline' },
    { icon: 'database', value: '43k', label: 'Hourly observations' },
    { icon: 'clock', value: '6 min', label: 'Daily pipeline run, from fetch to forecast' },
  ],
  features: [
    { icon: 'calendar', title: 'Calendar features', description: 'Holidays, school terms and daylight saving transitions as model inputs.' },
    { icon: 'pie-chart', title: 'Prediction intervals', description: 'Quantile models give a range, not just a single number.' },
    { icon: 'activity', title: 'Drift monitoring', description: 'Retrains automatically when the rolling error rises.' },
    { icon: 'server', title: 'Daily pipeline', description: 'Fetches load and weather data, validates it and publishes the next day’s forecast before 09:00.' },
    { icon: 'bar-chart', title: 'Forecast dashboard', description: 'Tomorrow’s hourly forecast with its interval, the last days’ actuals and the features behind it.' },
  ],
  challenges: [
    'Load data had gaps and duplicated hours around daylight saving changes.',
    'The model overfitted to one unusually hot summer.',
    'Forecast errors spiked on public holidays.',
  ],
  solutions: [
    'Stored all timestamps in UTC and rebuilt local hours from the grid’s time zone during feature building.',
    'Used time-series cross-validation across years and capped tree depth.',
    'Added holiday and bridge-day features and a separate model for holiday periods.',
  ],
  impact: [
    'Showed that weather-aware features beat the operator’s seasonal baseline by a wide margin.',
    'Became the starting point of the energy systems lab’s forecasting benchmark.',
  ],
  testimonials: [
    {
      content: 'A course project that was better engineered than most research code I review. We now use the pipeline as the baseline for our regional grid benchmark.',
      name: 'Dr. Amara Osei',
      role: 'Principal investigator, Energy Systems Lab',
    },
  ],
  github: 'https://github.com/your-username/energy-demand-forecasting',
  tags: ['forecasting', 'time series', 'energy', 'data pipeline', 'scikit-learn'],
  color: { primary: '#15803d', secondary: '#0f766e', accent: '#86efac' },
};
