// The flags of `npm run audit` (./audit.mjs) but --dir; `npm run audit:scale` (./scale.mjs) checks
// them before it builds the site it hands them on to.
export const AUDIT_FLAGS = {
  only: { type: 'string', value: 'routes', help: 'these routes only, e.g. /,/projects/ (default: every route)' },
  runs: { type: 'string', value: 'n', whole: true, help: 'runs per route, the median reported (default: 3 on mobile, 1 on desktop)' },
  preset: { type: 'string', value: 'mobile|desktop', help: "Lighthouse's preset (default: mobile)" },
  port: { type: 'string', value: 'number', whole: true, help: 'the port the export is served on, the floor on the next one (default: 4310)' },
  'no-framework-floor': { type: 'boolean', help: 'do not measure the framework floor' },
};
