// Types of headers-file.mjs, for the unit tests written in TypeScript.
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
