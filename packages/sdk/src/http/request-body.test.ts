import { describe, expect, it } from 'vitest';
import { encodeRequestBody } from './request-body.ts';

describe('encodeRequestBody', () => {
  it('sends JSON by default, with its Content-Type', () => {
    expect(encodeRequestBody({ source: 0, items: [1] })).toEqual({
      body: '{"source":0,"items":[1]}',
      contentType: 'application/json',
    });
  });

  it('sends no body and no Content-Type when there is no body', () => {
    for (const kind of ['json', 'form-data', 'url-encoded'] as const) {
      expect(encodeRequestBody(undefined, kind)).toEqual({
        body: undefined,
        contentType: undefined,
      });
    }
  });

  it('passes a FormData through and sets no Content-Type', () => {
    const form = new FormData();
    form.append('receipt', new Blob(['png'], { type: 'image/png' }), 'receipt.png');
    const encoded = encodeRequestBody(form, 'form-data');
    expect(encoded.body).toBe(form);
    expect(encoded.contentType).toBeUndefined();
  });

  it('converts a plain object to FormData: files kept, arrays repeated, null left out', () => {
    const receipt = new File(['png'], 'receipt.png', { type: 'image/png' });
    const encoded = encodeRequestBody(
      { receipt, ids: ['a', 'b'], count: 2, note: null, extra: { k: 1 } },
      'form-data',
    );
    expect(encoded.contentType).toBeUndefined();
    const form = encoded.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('receipt') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('receipt.png');
    expect(form.getAll('ids')).toEqual(['a', 'b']);
    expect(form.get('count')).toBe('2');
    expect(form.has('note')).toBe(false);
    expect(form.get('extra')).toBe('{"k":1}');
  });

  it('url-encodes a plain object with its Content-Type', () => {
    expect(
      encodeRequestBody(
        {
          grant_type: 'refresh_token',
          scope: 'openid offline_access storefront',
          skipped: undefined,
        },
        'url-encoded',
      ),
    ).toEqual({
      body: 'grant_type=refresh_token&scope=openid+offline_access+storefront',
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  it('url-encodes a URLSearchParams as it is', () => {
    expect(encodeRequestBody(new URLSearchParams({ a: '1' }), 'url-encoded').body).toBe('a=1');
  });

  it('refuses bodies a form cannot carry', () => {
    expect(() => encodeRequestBody('text', 'form-data')).toThrow(TypeError);
    expect(() => encodeRequestBody({ f: new Blob(['x']) }, 'url-encoded')).toThrow(TypeError);
  });
});
