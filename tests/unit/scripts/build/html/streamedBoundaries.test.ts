// The inline-boundaries step: a Suspense boundary without fallback that React streamed to the end
// of a prerendered page is put back in its place, so it paints with the page, also without JavaScript.
import { inlineStreamedBoundaries, streamedBoundaryProblems } from '@/scripts/build/html/streamedBoundaries';
import { inlineBoundariesStep } from '@/scripts/build/steps/inlineBoundaries';
import { PostbuildError } from '@/scripts/build/steps/step';
import { exportedPage } from '../postbuildFixture';

// The shape React 19 gives a large boundary without fallback in a static export (the Projects list
// of an owner with many projects), shortened: the runtime and its call as React writes them.
const RUNTIME =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e)}a.length=0};\n' +
  '$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?($RB.push(a,b),requestAnimationFrame($RV.bind(null,$RB))):b.parentNode.removeChild(b)};';
const card = (n: number) =>
  `<li class="item" data-enter=""><article aria-labelledby="p${n}"><div class="media"><img src="/p${n}.webp" width="640" height="360"/></div>` +
  `<div class="body"><h2 id="p${n}">Project ${n}</h2><!-- -->text<div class="actions"><a href="/projects/p${n}/">View</a></div></div></article></li>`;
const streamedPage = (cards: string) =>
  '<!DOCTYPE html><html><body><main><h1>Projects</h1><div class="explorer"><p role="status">3 projects</p>' +
  '<!--$?--><template id="B:0"></template><!--/$--></div></main><footer>Footer</footer>' +
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  `<div hidden id="S:0"><ul class="list" aria-label="Projects">${cards}</ul><script>self.__a=1</script><div>after the list</div></div>` +
  `<script>${RUNTIME}$RC("B:0","S:0")</script><script>self.__next_f.push([1,"data"])</script></body></html>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const inlineTexts = (html: string) => [...parse(html).querySelectorAll('script')].map((script) => script.textContent ?? '');

describe('a boundary without fallback, streamed to the end of the page', () => {
  const cards = [1, 2, 3].map(card).join('');
  const { html, inlined } = inlineStreamedBoundaries(streamedPage(cards));
  const doc = parse(html);

  it('is in its place, before the footer, as a finished boundary with every card in it', () => {
    expect(inlined).toEqual(['B:0']);
    const list = doc.querySelector('main .explorer > ul')!;
    expect([...list.querySelectorAll('h2')].map((h2) => h2.textContent)).toEqual(['Project 1', 'Project 2', 'Project 3']);
    expect(list.previousSibling?.nodeType).toBe(Node.COMMENT_NODE);
    expect((list.previousSibling as Comment).data).toBe('$');
    // Everything the hidden part held moved with it, nested divs, comments and script included.
    const last = doc.querySelector('main .explorer > ul + script + div')!;
    expect(last.textContent).toBe('after the list');
    expect((last.nextSibling as Comment).data).toBe('/$');
  });

  it('leaves no hidden part, no placeholder and no script to move or reveal anything', () => {
    expect(doc.querySelectorAll('[hidden], template')).toHaveLength(0);
    expect(inlineTexts(html).filter((text) => /\$R[A-Z]/.test(text))).toEqual([]);
    // The page's own scripts stay (the one in the boundary now in its place).
    expect(inlineTexts(html)).toEqual(['self.__a=1', '(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"data"])']);
  });

  it('the step reports the page it rewrote, and running it again changes nothing', () => {
    const site = { pages: [{ file: 'projects/index.html', html: streamedPage(cards) }], otherFiles: [], stylesheets: {}, written: {} };
    const once = inlineBoundariesStep.run(site);
    expect(once.summary).toMatch(/^1 of 1 pages/);
    expect(once.site.pages[0]!.html).toBe(html);
    expect(inlineBoundariesStep.run(once.site).site.pages[0]!.html).toBe(html);
  });
});

it('leaves a page behind a loading screen (a boundary with a fallback) as React wrote it', () => {
  const about = exportedPage('about/index.html');
  expect(about).toContain('<template id="B:0">');
  expect(inlineStreamedBoundaries(about)).toEqual({ html: about, inlined: [] });
  expect(streamedBoundaryProblems(about)).toEqual([]);
});

it('fails the build, naming the page, when a boundary is revealed from a part the page does not have', () => {
  const broken = streamedPage(card(1)).replace('<div hidden id="S:0">', '<div hidden id="X:0">');
  expect(() => inlineBoundariesStep.run({ pages: [{ file: 'projects/index.html', html: broken }], otherFiles: [], stylesheets: {}, written: {} })).toThrow(
    new PostbuildError('inline-boundaries', [
      { page: 'projects/index.html', problem: 'boundary B:0 is revealed from a hidden part <div hidden id="S:0"> the page does not have.' },
    ]),
  );
});

it('the check names a boundary without fallback that a script still moves in after the paint', () => {
  expect(streamedBoundaryProblems(streamedPage(card(1)))).toEqual([
    'boundary B:0 has no fallback but its content (S:0) is still moved in by a script after the paint.',
  ]);
});
