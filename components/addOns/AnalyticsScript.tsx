import { analyticsScript, type Analytics } from '@/lib/model/integrations';
import { analyticsLoader } from './analyticsLoader';

/** The owner's analytics: nothing but a small inline script that adds the provider's after the page has loaded. */
export function AnalyticsScript({ analytics }: { analytics: Analytics }) {
  return <script dangerouslySetInnerHTML={{ __html: analyticsLoader(analyticsScript(analytics)) }} />;
}
