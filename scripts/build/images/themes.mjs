// Colour sets of the mock-up apps, each in the spirit of the project's own colours.
export const themes = {
  stockscope: {
    bg: '#0b1224', chrome: '#10182e', address: '#1a2545', side: '#0e1630', panel: '#131d38', stripe: '#16213f',
    border: '#25325a', text: '#e5eaf5', muted: '#8f9bb8', accent: '#60a5fa', accentSoft: '#1d3560',
    up: '#34d399', down: '#f87171', series: ['#60a5fa', '#a78bfa', '#34d399', '#fbbf24'],
  },
  algo: {
    bg: '#08161a', chrome: '#0d1d22', address: '#13292f', side: '#0b1c21', panel: '#0f2328', stripe: '#12292f',
    border: '#1f3d44', text: '#e2f3f1', muted: '#86a8a6', accent: '#2dd4bf', accentSoft: '#134e4a',
    up: '#34d399', down: '#fb7185', series: ['#2dd4bf', '#93c5fd', '#fbbf24'],
  },
  library: {
    bg: '#faf7f2', chrome: '#e9e3d9', address: '#f6f1ea', side: '#f3ede4', panel: '#ffffff', stripe: '#fbf8f3',
    border: '#e6dccd', text: '#2b2118', muted: '#7a6a58', accent: '#b45309', accentSoft: '#fde8c8',
    up: '#15803d', down: '#b91c1c', series: ['#b45309', '#7c2d12', '#d97706'],
  },
  energy: {
    bg: '#f4f8f5', chrome: '#dfe8e2', address: '#eef4f0', side: '#eaf2ec', panel: '#ffffff', stripe: '#f7faf8',
    border: '#d5e2d9', text: '#14261b', muted: '#5b7264', accent: '#15803d', accentSoft: '#d3f0dc',
    up: '#15803d', down: '#b91c1c', series: ['#15803d', '#0f766e', '#64748b'],
  },
  portfolio: {
    bg: '#0b1020', chrome: '#0f1528', address: '#151d38', side: '#111831', panel: '#151d38', stripe: '#182142',
    border: '#27335a', text: '#e8ecf6', muted: '#a9b3cc', accent: '#60a5fa', accentSoft: '#1e3a66',
    up: '#4ade80', down: '#f87171', series: ['#60a5fa', '#a78bfa', '#4ade80'],
  },
};
