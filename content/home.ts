// Texts of the home page.
export const home = {
  greeting: "Hi, I'm",
  // spec: the typing line cycles these roles
  roles: ['Data Scientist', 'Machine Learning Engineer', 'Data Engineer'],
  bio: 'I build data pipelines, train and ship machine-learning models, and write the software around them, from trading research to systems programming.',
};
