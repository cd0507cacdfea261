import type { NextConfig } from 'next';

// Deploy at a domain root (BASE_PATH unset) or under a sub-path such as GitHub Pages' /repo-name.
const basePath = normaliseBasePath(process.env.BASE_PATH);

function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const nextConfig: NextConfig = {
  output: 'export',
  // Every route becomes a folder with index.html: served as-is by every static host.
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Inlined at build time so lib/paths.ts can prefix public/ URLs in server and client code alike.
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
};

export default nextConfig;
