// Types of moveFields.mjs, for the unit tests written in TypeScript.
export interface ContentFile {
  text: string;
  name: string;
  object: string;
}
export function moveField(input: { source: ContentFile; destination: ContentFile; field: string | string[]; to: string[] }): {
  source: string;
  destination: string;
  moved: boolean;
};
