import { DEFAULT_PROJECT_QUERY, parseProjectQuery, serializeProjectQuery } from '@/components/projectList/projectQuery';

describe('parseProjectQuery', () => {
  it('reads every valid value', () => {
    expect(parseProjectQuery('?q=React&category=web&sort=name&view=list')).toEqual({
      search: 'React',
      category: 'web',
      sort: 'name',
      view: 'list',
    });
    expect(parseProjectQuery('category=data&sort=status')).toMatchObject({ category: 'data', sort: 'status' });
  });

  it('gives the defaults when values are missing', () => {
    const defaults = { search: '', category: 'all', sort: 'date', view: 'grid' };
    expect(parseProjectQuery('')).toEqual(defaults);
    expect(parseProjectQuery('?')).toEqual(defaults);
  });

  it('falls back to the default for each invalid value, keeping the valid ones', () => {
    expect(parseProjectQuery('?category=games&sort=random&view=table&q=ml')).toEqual({
      ...DEFAULT_PROJECT_QUERY,
      search: 'ml',
    });
    expect(parseProjectQuery('?category=&sort=&view=')).toEqual(DEFAULT_PROJECT_QUERY);
    expect(parseProjectQuery('?category=toString&sort=__proto__')).toEqual(DEFAULT_PROJECT_QUERY);
  });

  it('has no button for infrastructure, so that category falls back to All', () => {
    expect(parseProjectQuery('?category=infrastructure').category).toBe('all');
  });

  it('accepts values in any case and with stray spaces', () => {
    expect(parseProjectQuery('?category=%20WEB%20&view=List&sort=Name')).toMatchObject({
      category: 'web',
      view: 'list',
      sort: 'name',
    });
  });

  it('keeps the search text exactly as typed, decoded', () => {
    expect(parseProjectQuery('?q=time+series%20').search).toBe('time series ');
    expect(parseProjectQuery('?q=c%2B%2B').search).toBe('c++');
  });

  it('accepts URLSearchParams and takes the first of repeated keys', () => {
    expect(parseProjectQuery(new URLSearchParams('view=list&view=grid')).view).toBe('list');
  });

  it('never throws on malformed input', () => {
    expect(() => parseProjectQuery('?q=%E0%A4%A&category=%')).not.toThrow();
  });
});

describe('serializeProjectQuery', () => {
  it('leaves the defaults out', () => {
    expect(serializeProjectQuery(DEFAULT_PROJECT_QUERY)).toBe('');
    expect(serializeProjectQuery({ ...DEFAULT_PROJECT_QUERY, view: 'list' })).toBe('?view=list');
  });

  it('writes every non-default value in q, category, sort, view order', () => {
    expect(serializeProjectQuery({ search: 'c++ & rust', category: 'ml', sort: 'status', view: 'list' })).toBe(
      '?q=c%2B%2B+%26+rust&category=ml&sort=status&view=list',
    );
  });

  it('round-trips through parse', () => {
    const query = { search: ' Time  series ', category: 'data', sort: 'name', view: 'list' } as const;
    expect(parseProjectQuery(serializeProjectQuery(query))).toEqual(query);
  });
});
