// Types of js-budget.mjs, for the unit tests written in TypeScript.
export interface BudgetSpec {
  tolerance: number;
  engine: Record<string, number>;
  features: Record<string, { bytes: number; what?: string }>;
}
export interface BudgetRow {
  route: string;
  bytes: number;
  budget: number | undefined;
  over: boolean;
}
export const FEATURES: Record<string, { what: string; on: (dir: string) => boolean }>;
export function languageFolders(dir: string): string[];
export function featuresOf(dir: string): string[];
export function measureExport(dir: string, base: string): Record<string, number>;
export function compare(measured: Record<string, number>, spec: BudgetSpec, features: string[]): BudgetRow[];
export function engineFigures(reference: Record<string, number>, withFeature: Record<string, Record<string, number>>): { engine: Record<string, number>; features: Record<string, number> };
