// Exported like the site (static HTML, trailing-slash folders), nothing else.
export default { output: 'export', trailingSlash: true };
