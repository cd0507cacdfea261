// In the drawing page: what the source says that Mermaid reads without complaint and then does not
// show, named rather than lost. A title it takes and does not draw (a class diagram's `title` line,
// the front matter title of a sankey diagram), and a <br/> it shows as the letters "<br/>" (in a
// timeline's events): both are the same in Mermaid 11 and 12, and both would be drawn wrong without
// a word. Also the drawing's box, widened to hold everything drawn (a sequence's long title).
import type { DiagramKit, PageProblem } from './kit';

export function installShown() {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

  /** The text a drawing shows, a space between its pieces: its labels, not its accessible title and description. */
  function shownText(svg: SVGSVGElement): string {
    const pieces: string[] = [];
    const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('title, desc, style')) pieces.push(node.textContent ?? '');
    }
    return normal(pieces.join(' '));
  }

  const unshown: DiagramKit['unshown'] = (svg, request) => {
    const shown = shownText(svg);
    const problems: PageProblem[] = [];
    for (const { line, text } of request.titles) {
      if (!shown.includes(normal(text))) {
        problems.push({
          line,
          message: `with a title Mermaid reads and does not draw in this kind of diagram (got ${JSON.stringify(text)}): give the diagram its title in the note's text, or name it for screen readers with a line "%% title: …"`,
        });
      }
    }
    if (/<br\s*\/?>/i.test(shown)) {
      request.code.split('\n').forEach((text, i) => {
        if (/<br\s*\/?>/i.test(text)) {
          problems.push({
            line: i + 1,
            message: `with a <br/> Mermaid shows as the letters "<br/>" in this kind of diagram, not as a new line (got ${JSON.stringify(text.trim())}): leave it out, Mermaid wraps long text itself`,
          });
        }
      });
    }
    return problems;
  };

  /**
   * The drawing's box grown to hold every text it shows, with a little room: Mermaid leaves some
   * outside (a sequence diagram's title longer than the diagram is cut). Shapes are not counted:
   * Mermaid keeps some far outside on purpose (a gantt chart's ticks past its last task).
   */
  function fitBox(svg: SVGSVGElement) {
    const box = svg.viewBox.baseVal;
    const frame = svg.getBoundingClientRect();
    // The drawing is at its own size: a pixel on the page is a unit of its box.
    let [left, top, right, bottom] = [box.x, box.y, box.x + box.width, box.y + box.height];
    for (const element of svg.querySelectorAll('text, foreignObject')) {
      const style = getComputedStyle(element);
      if (!element.textContent?.trim() || style.visibility !== 'visible' || style.display === 'none') continue;
      const shown = element.getBoundingClientRect();
      if (!shown.width || !shown.height) continue;
      left = Math.min(left, box.x + shown.left - frame.left - 2);
      top = Math.min(top, box.y + shown.top - frame.top - 2);
      right = Math.max(right, box.x + shown.right - frame.left + 2);
      bottom = Math.max(bottom, box.y + shown.bottom - frame.top + 2);
    }
    if (left === box.x && top === box.y && right === box.x + box.width && bottom === box.y + box.height) return;
    svg.setAttribute('viewBox', `${left} ${top} ${right - left} ${bottom - top}`);
    svg.setAttribute('width', String(Math.ceil(right - left)));
    svg.setAttribute('height', String(Math.ceil(bottom - top)));
  }

  const kit: Partial<DiagramKit> = { unshown, fitBox };
  window.__diagramKit = { ...window.__diagramKit, ...kit };
}
