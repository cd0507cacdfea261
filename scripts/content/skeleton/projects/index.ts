import type { ProjectInput } from '@/lib/model/types';
import { myProject } from './my-project';

// Every project of the site: one file per project in this folder, listed here.
export const projects: ProjectInput[] = [myProject];
