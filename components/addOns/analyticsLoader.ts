// The analytics snippet as one small inline script (its hash goes into each page's policy like
// every inline script): it decides before anything is fetched, adding the provider's external
// script only when the visitor's browser does not ask not to be tracked, and only once the page
// has loaded, so analytics never competes with the page's own first paint and scripts.
import type { AnalyticsScript } from '@/lib/model/integrations';

/** What the browser says about tracking: navigator.doNotTrack (window.doNotTrack in old Safari)
 * and Global Privacy Control. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  windowDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

// optsOut is serialised into the inline script: it must stay self-contained.
/** Whether the visitor asked not to be tracked: Do Not Track "1" (or "yes") or Global Privacy Control on. */
export function optsOut(signals: PrivacySignals): boolean {
  const dnt = signals.doNotTrack || signals.windowDoNotTrack;
  return dnt === '1' || dnt === 'yes' || signals.globalPrivacyControl === true;
}

/** The inline script that adds the provider's script (deferred, with its data-* attributes) after the load event. */
export function analyticsLoader(script: Pick<AnalyticsScript, 'src' | 'attributes'>): string {
  // JSON of plain strings, with "<" escaped so no value can end the <script>.
  const config = JSON.stringify({ src: script.src, attributes: Object.entries(script.attributes) }).replace(/</g, '\\u003c');
  return (
    `(function(){var w=window,n=navigator,d=document,c=${config};` +
    `if((${optsOut.toString()})({doNotTrack:n.doNotTrack,windowDoNotTrack:w.doNotTrack,globalPrivacyControl:n.globalPrivacyControl}))return;` +
    `function l(){var s=d.createElement("script");s.src=c.src;s.defer=true;` +
    `c.attributes.forEach(function(a){s.setAttribute(a[0],a[1])});d.head.appendChild(s)}` +
    `if(d.readyState==="complete")l();else w.addEventListener("load",l)})()`
  );
}
