// Checks a JSON Resume against the ecosystem's own schema (@jsonresume/schema), on the way in
// (npm run import:resume) and on the way out (the build's /resume.json). Each problem names the
// JSON path and the rule, in words an owner can act on.
import { validate } from '@jsonresume/schema';
import { pathKeys, valueAt } from '../model/valueAt';

const DATE_RULE = 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD';

/** One line per problem: "work[0].startDate: must be a date ... (rule: pattern, got "May 2020")". */
export function jsonResumeProblems(resume: unknown): string[] {
  if (resume === null || typeof resume !== 'object' || Array.isArray(resume)) {
    return ['(the whole file): must be a JSON object with sections such as "basics" and "work" (rule: type)'];
  }
  let problems: string[] = [];
  validate(resume, (errors) => {
    problems = (errors ?? []).map((error) => {
      const path = error.property.replace(/^instance\.?/, '') || '(the whole file)';
      const found = valueAt(resume, pathKeys(error.property.replace(/^instance/, '')));
      const message = error.name === 'pattern' && /Date$/.test(path) ? DATE_RULE : error.message;
      return `${path}: ${message} (rule: ${error.name}${found === undefined ? '' : `, got ${JSON.stringify(found)}`})`;
    });
  });
  return problems;
}
