// Exported like the site (static HTML, trailing-slash folders), nothing else.
const config = { output: 'export', trailingSlash: true };
export default config;
