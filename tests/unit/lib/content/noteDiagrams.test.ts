// The build's check of a note's ```mermaid blocks, for every kind of diagram the renderer draws: a
// valid diagram passes, and a line the renderer would skip (it skips without a word) fails the
// build naming the note, the line of the file and the line's text. Notes are written here.
import { checkNotes } from '@/lib/content/noteFiles';
import { DIAGRAM_KINDS, renderDiagram } from '@/lib/content/noteDiagram';

const frontmatter = '---\ntitle: A note\ndate: 2025-03-01\nsummary: What it is about.\ntags: [python]\n---\n';
// The note's file: frontmatter (6 lines), a paragraph and a blank line, then the fence on line 9.
const FIRST_DIAGRAM_LINE = 10;

function problemsOf(diagram: string) {
  const { problems } = checkNotes([{ file: 'notes/drawn.md', source: `${frontmatter}Intro.\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n` }]);
  return problems.map((problem) => `${problem.file} ${problem.field}: ${problem.message}`);
}

/** Each kind: a diagram using what the renderer reads of it, and a line it would skip, put after `after` lines. */
const kinds: Record<string, { valid: string; broken: string; after: number }> = {
  flowchart: {
    valid: 'flowchart TD\n  A[Data] --> B{Fit?}\n  B -->|yes| C([Model])\n  B -. no .-> D\n  classDef hot fill:#f00\n  class C hot\n  subgraph Train [Training]\n    direction LR\n    E --> F\n  end\n  A',
    broken: '  B ~> E',
    after: 2,
  },
  state: {
    valid: 'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy : job\n  state Busy {\n    fit --> score\n  }\n  Busy --> [*]',
    broken: '  note right of Idle : waits',
    after: 2,
  },
  sequence: {
    valid: 'sequenceDiagram\n  participant T as Trainer\n  T->>M: fit(batch)\n  loop each epoch\n    M-->>T: loss\n  end\n  Note over T,M: done\n  alt converged\n    T->>M: stop\n  else\n    T->>M: go on\n  end',
    broken: '  activate M',
    after: 3,
  },
  class: {
    valid: 'classDiagram\n  class Model {\n    <<abstract>>\n    +String name\n    +fit(data) void\n  }\n  Model <|-- Forest : is a\n  Forest : +int trees\n  Forest "1" *-- "many" Tree : holds',
    broken: '  Forest <||-- Tree',
    after: 7,
  },
  er: {
    valid: 'erDiagram\n  GAUGE ||--o{ READING : records\n  READING {\n    string gauge FK\n    float level "metres"\n  }',
    broken: '  GAUGE has READING',
    after: 1,
  },
  xychart: {
    valid: 'xychart-beta\n  title "Loss per epoch"\n  x-axis [one, two, three]\n  y-axis "loss" 0 --> 2\n  bar [1.5, 0.9, 0.6]\n  line [1.5, 0.9, 0.6]',
    broken: '  line 1.5, 0.9',
    after: 3,
  },
};

describe('the check of a diagram', () => {
  it('covers every kind the renderer draws', () => {
    expect(Object.keys(kinds).sort()).toEqual(DIAGRAM_KINDS.map((kind) => kind.name).sort());
  });

  it.each(Object.entries(kinds))('passes a valid %s, and names a line the renderer would skip', (_, { valid, broken, after }) => {
    expect(problemsOf(valid)).toEqual([]);
    const lines = valid.split('\n');
    lines.splice(after + 1, 0, broken);
    const [problem, ...more] = problemsOf(lines.join('\n'));
    expect(more).toEqual([]);
    expect(problem).toMatch(/^notes\/drawn\.md \(body, line (\d+)\): has a diagram that does not parse: has a line the renderer (cannot read|reads only up to a point)/);
    expect(problem).toContain(`(body, line ${FIRST_DIAGRAM_LINE + after + 1})`);
    expect(problem!.endsWith(`(got ${JSON.stringify(broken.trim())})`)).toBe(true);
  });

  it.each([
    ['ends on an arrow', 'graph LR\n  A[Data] --> B\n  B -->', 'B -->'],
    ['goes on after its last node', 'graph LR\n  A[Data] --> B then C', 'A[Data] --> B then C'],
    ['leaves a bracket open', 'graph LR\n  A[Data --> B', 'A[Data --> B'],
  ])('names a flowchart line the renderer reads only in part: one that %s', (_, diagram, line) => {
    expect(problemsOf(diagram)).toEqual([expect.stringMatching(new RegExp(`line ${FIRST_DIAGRAM_LINE + diagram.split('\n').indexOf(`  ${line}`)}\\): .*reads only up to a point.*\\(got ${JSON.stringify(line).replace(/[[\]]/g, '\\$&')}\\)$`))]);
  });

  it.each([
    ['an entity', 'erDiagram\n  READING {\n    string gauge FK\n  GAUGE ||--o{ READING : records', 'READING {', 'GAUGE ||--o{ READING : records'],
    ['a class', 'classDiagram\n  class Model {\n    +fit(data) void\n  Model <|-- Forest : is a', 'class Model {', 'Model <|-- Forest : is a'],
    ['a class, before another block', 'classDiagram\n  class Model {\n    +fit(data) void\n  class Forest {\n    +int trees\n  }', 'class Model {', 'class Forest {'],
  ])('names a relation the renderer would take for a member: the block of %s left open', (_, diagram, opener, line) => {
    expect(problemsOf(diagram)).toEqual([
      `notes/drawn.md (body, line ${FIRST_DIAGRAM_LINE + diagram.split('\n').indexOf(`  ${line}`)}): has a diagram that does not parse: is inside the block ${JSON.stringify(opener)} opens: a "}" is missing before it, so the renderer would draw it as a member (got ${JSON.stringify(line)})`,
    ]);
    // Closed, the same lines draw.
    const lines = diagram.split('\n');
    lines.splice(lines.indexOf(`  ${line}`), 0, '  }');
    expect(problemsOf(lines.join('\n'))).toEqual([]);
  });

  it('names a line whose words the drawing would not show, because an earlier line named the part first', () => {
    expect(problemsOf('sequenceDiagram\n  T->>M: fit\n  participant T as Trainer')).toEqual([
      expect.stringMatching(/line 12\): .*would not show \("Trainer"\).*\(got "participant T as Trainer"\)$/),
    ]);
    expect(problemsOf('stateDiagram-v2\n  [*] --> Idle\n  Idle : Waiting for a job')).toEqual([expect.stringMatching(/line 12\): .*would not show \("Waiting for a job"\)/)]);
  });

  it('lets a line repeat what the diagram already says', () => {
    expect(problemsOf('sequenceDiagram\n  participant T as Trainer\n  T->>M: fit\n  participant T as Trainer')).toEqual([]);
  });

  it('names a kind the renderer does not draw, and lists those it does', () => {
    expect(problemsOf('%% title: Shares\npie\n  "a": 1')).toEqual([
      'notes/drawn.md (body, line 11): has a diagram that does not parse: is a kind of diagram the renderer does not draw (got "pie"): it draws graph / flowchart, stateDiagram-v2, sequenceDiagram, classDiagram, erDiagram, xychart-beta',
    ]);
  });

  it('draws a kind other than a flowchart below a title line (the renderer tells the kind from the first line)', () => {
    const svg = renderDiagram('%% title: Training\nsequenceDiagram\n  T->>M: fit', 'd-', { name: (words) => words });
    expect(svg).toMatch(/^<svg role="img" aria-label="Training"/);
    expect(svg).toContain('>fit</text>');
  });
});
