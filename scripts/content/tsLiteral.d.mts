// Types of tsLiteral.mjs, for the unit tests written in TypeScript.
export function tsString(value: string): string;
export function tsLiteral(value: unknown, indent?: string): string;
export function tsObject(value: Record<string, unknown>, comments?: Record<string, string>, indent?: string): string;
export function exportNameOf(id: string): string;
export function exportNames(ids: string[], taken?: Iterable<string>): string[];
