import type { ProjectInput } from '@/lib/model/types';
import { algoTradingPlatform } from './algo-trading-platform';
import { bareMetalHypervisor } from './bare-metal-hypervisor';
import { energyDemandForecasting } from './energy-demand-forecasting';
import { libraryManagement } from './library-management';
import { portfolioWebsite } from './portfolio-website';
import { stockscope } from './stockscope';

// Every project of the site. Add a file in this folder and list it here.
export const projects: ProjectInput[] = [
  algoTradingPlatform,
  stockscope,
  libraryManagement,
  portfolioWebsite,
  bareMetalHypervisor,
  energyDemandForecasting,
];
