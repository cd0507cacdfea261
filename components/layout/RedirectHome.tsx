import { basePath } from '@/lib/paths';

/**
 * The script that sends an unknown path home, replacing the history entry (Back skips the bad URL):
 * to its language's home ("/es/x" → "/es/") when `prefixes` names its prefix, else the site's.
 * Plain ES5 in a string, run inline while the page is parsed: the visitor is sent on before any of
 * the framework's scripts load (they wait for the first paint; the redirect needs none of them).
 * The build's policy allows it by its hash, as every inline script.
 */
export function redirectHomeScript(base: string, prefixes: readonly string[] = []): string {
  const data = JSON.stringify([base, prefixes]).replace(/</g, '\\u003c');
  return `(function(d){var p=location.pathname,b=d[0],x='';for(var i=0;i<d[1].length;i++){var c=d[1][i];if(c&&(p===b+c||p.indexOf(b+c+'/')===0)){x=c;break}}location.replace(b+x+'/')})(${data})`;
}

/** Sends the visitor from an unknown path to its language's home page, as soon as the page is read. */
export function RedirectHome({ prefixes }: { prefixes?: string[] }) {
  return <script dangerouslySetInnerHTML={{ __html: redirectHomeScript(basePath, prefixes) }} />;
}
