// What an importer is about to write is checked before anything is written: each file must parse
// as TypeScript and declare each name once. A problem names the file, the line and the field it
// is in, so an odd résumé or repository never leaves content/ half-written or unreadable.
import ts from 'typescript';

/** The property names from the file's top to the node at `position`: "experience.roles[2].title". */
function fieldAt(source, position) {
  const names = [];
  const visit = (node) => {
    if (position < node.getStart() || position > node.getEnd()) return;
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) names.push(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names.join('.');
}

/** Names declared more than once at the top of a file (imports and exports alike). */
function duplicateNames(source) {
  const seen = new Map();
  const add = (name) => seen.set(name.text, [...(seen.get(name.text) ?? []), name]);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (statement.importClause?.name) add(statement.importClause.name);
      if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((element) => add(element.name));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) add(declaration.name);
    }
  }
  return [...seen.values()].filter((nodes) => nodes.length > 1).map((nodes) => nodes[1]);
}

/**
 * Problems of the files an import would write (Map or entries of path → TypeScript text), one line
 * each: "content/projects/a.ts line 3 (field a1.title): …". Empty when all may be written.
 */
export function writtenProblems(files) {
  const problems = [];
  for (const [file, text] of files) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const at = (position, message) => {
      const line = source.getLineAndCharacterOfPosition(position).line + 1;
      const field = fieldAt(source, position);
      problems.push(`${file} line ${line}${field ? ` (field ${field})` : ''}: ${message}`);
    };
    const { diagnostics = [] } = ts.transpileModule(text, { fileName: file, reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.Latest } });
    // The first syntax error only: the ones after it follow from it.
    const [first] = diagnostics;
    if (first) at(first.start ?? 0, ts.flattenDiagnosticMessageText(first.messageText, ' '));
    for (const name of duplicateNames(source)) at(name.getStart(), `the name ${name.text} is declared twice`);
  }
  return problems;
}
