// A ```mermaid block read as Mermaid reads it, before any drawing: front matter and %%{init}%%
// directives are settings, not a kind of diagram; what Mermaid would skip without a word (settings
// it cannot read, a field it does not know, a click that needs a script, an icon font) and what is
// past a limit is named with the line of the block; every such problem of a block in one go.
import { DIAGRAM_LIMITS, readDiagramSource } from '@/lib/content/noteDiagramSource';

const problems = (code: string) => readDiagramSource(code).problems.map(({ line, message }) => `${line}: ${message}`);

describe('a diagram read as Mermaid reads it', () => {
  it('takes front matter and a directive as settings, and the line after them as the kind', () => {
    const code = '---\ntitle: Order flow\nconfig:\n  theme: forest\n---\n%%{init: {"flowchart": {"curve": "linear"}}}%%\n%% a note to self\nflowchart LR\n  A --> B';
    const source = readDiagramSource(code);
    expect(source.problems).toEqual([]);
    expect(source.headerIndex).toBe(7);
    expect(source.frontMatter).toEqual({ title: 'Order flow', config: { theme: 'forest' } });
    // Mermaid's parser is given the lines from the header on, each where it was: its line n is the block's line 7 + n.
    expect(source.checkText).toBe('flowchart LR\n  A --> B');
  });

  it('blanks comments and directives after the header, so the parser counts the lines as the block does', () => {
    const source = readDiagramSource('sequenceDiagram\n  %% who asks\n  %%{wrap}%%\n  A->>B: hi');
    expect(source.checkText.split('\n')).toEqual(['sequenceDiagram', '', '', '  A->>B: hi']);
  });

  it('keeps the site\'s %% title: line as the diagram\'s name', () => {
    expect(readDiagramSource('%% title: How a batch is scored\ngraph LR\n  A --> B').title).toBe('How a batch is scored');
  });

  it('names every problem of a block in one go, each by its line', () => {
    const code = [
      '---',
      'title: Checkout',
      'theme: dark',
      '---',
      "%%{ init: { 'theme': 'base', } }%%",
      'flowchart LR',
      '  A[Cart] --> B[Pay]',
      '  click A callback "Open the cart"',
      '  B --> C[fa:fa-check Done]',
    ].join('\n');
    expect(problems(code)).toEqual([
      expect.stringMatching(/^3: with a front matter field Mermaid does not read \(got "theme"\): it reads title, displayMode and config; put settings under config/),
      expect.stringMatching(/^5: with directive settings Mermaid cannot read, so it would draw the diagram without them: write them as JSON, e\.g\. %%\{init: \{"theme": "forest"\}\}%% \(got "%%\{ init: \{ 'theme': 'base', \} \}%%"\)$/),
      expect.stringMatching(/^8: with a line that asks for a script to run on a click, and the page runs none.*\(got "click A callback \\"Open the cart\\""\)$/),
      expect.stringMatching(/^9: with a line that names a Font Awesome icon/),
    ]);
  });

  it('draws a link, which needs no script', () => {
    expect(problems('flowchart LR\n  A --> B\n  click A href "https://example.org/docs" "The docs"\n  click B "https://example.org"')).toEqual([]);
  });

  it('names a participant\'s menu of links, front matter left open, and a directive Mermaid does not read', () => {
    expect(problems('sequenceDiagram\n  A->>B: hi\n  link A: Dashboard @ https://example.org')).toEqual([expect.stringMatching(/^3: with a line that gives a participant a menu of links/)]);
    expect(problems('---\ntitle: Open\nflowchart LR\n  A --> B')).toEqual([expect.stringMatching(/^1: whose front matter is not closed: end it with a line "---"/)]);
    expect(problems('%%{theme: dark}%%\nflowchart LR\n  A --> B')).toEqual([expect.stringMatching(/^1: with a directive Mermaid does not read: it reads %%\{init: \{…\}\}%% and %%\{wrap\}%%/)]);
  });

  it('names an empty block', () => {
    expect(problems('%% title: Nothing yet\n')).toEqual([expect.stringMatching(/^1: with nothing to draw/)]);
  });

  it('names a block past its size in characters or lines, with the limit, before anything else is read', () => {
    const long = `flowchart LR\n  A["${'x'.repeat(DIAGRAM_LIMITS.characters)}"] --> B`;
    expect(problems(long)).toEqual([expect.stringMatching(/^1: of 50,026 characters: a diagram may have at most 50,000 \(the limit\); split it/)]);
    const tall = ['sequenceDiagram', ...Array.from({ length: DIAGRAM_LIMITS.lines }, (_, i) => `  A->>B: ${i}`)].join('\n');
    expect(problems(tall)).toEqual([`${DIAGRAM_LIMITS.lines + 1}: of 2,001 lines: a diagram may have at most 2,000 (the limit); split it into smaller diagrams`]);
  });
});
