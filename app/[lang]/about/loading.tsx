// A loading screen gets no params, so it cannot say the language's words: it marks the page as
// loading, and the language's layout shows its own loading screen (components/pages/SiteLayout.tsx).
export { LoadingMarker as default } from '@/components/ui/LoadingScreen';
