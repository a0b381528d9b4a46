import { describe, expect, it } from 'vitest';
import { requestUrl } from '../http/request-url.ts';
import { dictionaryQuery } from './dictionary-query.ts';

describe('dictionaryQuery', () => {
  it('gives one Prefix[key]=value parameter per entry', () => {
    expect(dictionaryQuery('CustomFieldValues', { color: 'red', size: 'M' })).toEqual({
      'CustomFieldValues[color]': 'red',
      'CustomFieldValues[size]': 'M',
    });
  });

  it('gives nothing for no values and leaves out empty keys', () => {
    expect(dictionaryQuery('CustomFields', undefined)).toEqual({});
    expect(dictionaryQuery('CustomFields', { '': 'x', a: '' })).toEqual({ 'CustomFields[a]': '' });
  });

  it('is percent-encoded on the wire, keys and values alike', () => {
    const url = requestUrl(
      'https://api.test',
      '/p',
      dictionaryQuery('CustomFieldValues', { 'a&b': 'ü=1' }),
    );

    expect(url).toBe('https://api.test/p?CustomFieldValues%5Ba%26b%5D=%C3%BC%3D1');
  });
});
