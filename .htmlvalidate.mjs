// HTML validation of the exported pages (npm run check:html). "standard" checks conformance to the
// HTML standard: permitted content and nesting, required and allowed attributes and values,
// duplicate ids, unclosed or stray tags. The stricter "recommended" preset adds style rules that
// React's own markup does not follow (`<meta charSet/>`, ids like "_R_" and "B:0", boolean
// attributes written `hidden=""`); accessibility is checked by axe in the e2e tests.
const config = {
  extends: ['html-validate:standard'],
};

export default config;
