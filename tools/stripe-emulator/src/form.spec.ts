import { mergeMetadata, parseForm } from './form';
import { shapeDifferences } from './testing/shape';

describe("Stripe's form encoding", () => {
  it('nests brackets into objects and arrays, as the SDK writes them', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&metadata[userId]=7&subscription_data[metadata][plan]=annual' +
      '&phases[0][items][0][price]=p1&phases[1][items][0][price]=p2&phases[1][duration][interval]=month&expand[0]=schedule&expand[]=customer';
    expect(parseForm(body.replace(/\[/g, '%5B').replace(/\]/g, '%5D'))).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '1' }],
      metadata: { userId: '7' },
      subscription_data: { metadata: { plan: 'annual' } },
      phases: [{ items: [{ price: 'p1' }] }, { items: [{ price: 'p2' }], duration: { interval: 'month' } }],
      expand: ['schedule', 'customer'],
    });
  });

  it('merges metadata; an empty value deletes a key', () => {
    expect(mergeMetadata({ a: '1', b: '2' }, { b: '', c: '3' })).toEqual({ a: '1', c: '3' });
  });
});

describe('the shape comparison', () => {
  const reference = { id: 'x', n: 1, nested: { a: null, b: 'y' }, list: [{ k: 1 }], map: {} };
  it('accepts the same keys and types, anything where the reference is null, any free-form map', () => {
    expect(shapeDifferences(reference, { id: 'z', n: 2, nested: { a: { deep: 1 }, b: 'q' }, list: [], map: { any: 'thing' } })).toEqual([]);
  });
  it('reports missing and extra keys and type changes, with their paths', () => {
    expect(shapeDifferences(reference, { id: 1, nested: { a: null, b: 'y', c: 0 }, list: [{ k: 'no' }], map: {} })).toEqual([
      'id: expected string, got number',
      'n: missing',
      "nested.c: not in Stripe's object",
      'list[].k: expected number, got string',
    ]);
  });
  it('accepts null or an id only where allowed', () => {
    expect(shapeDifferences(reference, { ...reference, nested: null })).toEqual(['nested: expected object, got null']);
    expect(shapeDifferences(reference, { ...reference, nested: null }, { nullable: ['nested'] })).toEqual([]);
    expect(shapeDifferences(reference, { ...reference, nested: 'id_1' }, { expandable: ['nested'] })).toEqual([]);
  });
});
