// Types of @jsonresume/schema (the package ships none): validate() runs jsonschema's Validator
// against the draft-07 JSON Resume schema and calls back synchronously.
declare module '@jsonresume/schema' {
  export interface SchemaError {
    /** Where, as jsonschema writes it: "instance.work[0].startDate". */
    property: string;
    /** The rule that failed: "type", "format", "pattern", ... */
    name: string;
    message: string;
    argument?: unknown;
  }
  export function validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
  export const schema: Record<string, unknown>;
}
